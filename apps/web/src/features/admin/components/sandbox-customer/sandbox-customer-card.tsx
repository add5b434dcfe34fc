import Typography from '@mui/material/Typography';
import type { SandboxCustomer } from '@portal/contract/sandbox-customer';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../../components/detail-list';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { DetailCard } from '../user-detail/detail-card';

/** Who the sandbox's customer is, as the gateway keeps it (made with the account's billing data). */
export function SandboxCustomerCard({
  customer,
  timeZone,
}: {
  customer: SandboxCustomer;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('admin.sandboxCustomer.customer.title')} testId="sandbox-customer-card">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.sandboxCustomer.intro')}
      </Typography>
      <DetailList
        items={[
          { label: t('admin.sandboxCustomer.customer.id'), value: customer.id },
          { label: t('admin.sandboxCustomer.customer.name'), value: customer.name },
          { label: t('admin.sandboxCustomer.customer.email'), value: customer.email },
          {
            label: t('admin.sandboxCustomer.customer.created'),
            value: formatDateTime(customer.created_at, timeZone),
          },
        ]}
      />
    </DetailCard>
  );
}
