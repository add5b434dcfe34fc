import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SandboxCustomerMethod } from '@portal/contract/sandbox-customer';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { DetailCard } from '../user-detail/detail-card';

/** An id or reference of the gateway: small, and broken anywhere rather than widening its column. */
export function GatewayId({ children }: { children: string }) {
  return (
    <Typography
      variant="caption"
      component="span"
      color="text.secondary"
      sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
    >
      {children}
    </Typography>
  );
}

function methodName(method: SandboxCustomerMethod, t: TFunction): string {
  const kind = method.type === 'sepa_debit' ? 'sepa_debit' : (method.brand ?? 'unknown');
  return `${t(`payments.brands.${kind}`, { defaultValue: t('payments.brands.unknown') })} •••• ${method.last4}`;
}

function details(method: SandboxCustomerMethod, t: TFunction): string[] {
  if (method.type === 'card') {
    const month = String(method.exp_month ?? '').padStart(2, '0');
    return [t('admin.sandboxCustomer.methods.expires', { month, year: method.exp_year ?? '' })];
  }
  return [
    t('admin.sandboxCustomer.methods.bank', { code: method.bank_code ?? '', country: method.country ?? '' }),
    t('admin.sandboxCustomer.methods.mandate', { reference: method.mandate_reference ?? '' }),
  ];
}

/** The methods attached to the customer, each with what it does when charged (its test number's rule). */
export function SandboxMethodsCard({
  methods,
  timeZone,
}: {
  methods: readonly SandboxCustomerMethod[];
  timeZone?: string;
}) {
  const { t } = useTranslation();
  return (
    <DetailCard title={t('admin.sandboxCustomer.methods.title')} testId="sandbox-methods-card">
      {methods.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('admin.sandboxCustomer.methods.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {methods.map((method) => (
            <ListItem key={method.id} disableGutters divider data-testid="sandbox-method-row">
              <ListItemText
                primary={methodName(method, t)}
                secondary={
                  <>
                    <span>
                      {t('admin.sandboxCustomer.methods.behaviour', {
                        behaviour: t(`admin.sandboxCustomer.behaviours.${method.behaviour}`),
                      })}
                    </span>
                    {[...details(method, t), method.holder_name].filter(Boolean).map((line) => (
                      <Box component="span" key={line} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {line}
                      </Box>
                    ))}
                    <Box component="span" sx={{ display: 'block' }}>
                      {t('admin.sandboxCustomer.methods.added', {
                        date: formatDateTime(method.created_at, timeZone),
                      })}
                    </Box>
                    <GatewayId>{method.id}</GatewayId>
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailCard>
  );
}
