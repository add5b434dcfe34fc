import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SepaMandate } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../../components/detail-list';
import { formatDocumentDay } from '../../../../lib/format/format-day';
import { useDownloadSepaMandate } from '../api/download-sepa-mandate';
import { reportPaymentMethodError } from '../payment-method-errors';

interface SepaMandateDetailsProps {
  methodId: string;
  /** "SEPA Direct Debit •••• 3201": names the download when several mandates are open. */
  name: string;
  mandate: SepaMandate;
}

/**
 * What a SEPA method's row unfolds (decision 0081): the mandate as the SEPA rulebook has the
 * debtor shown it, its PDF, and how it ends: by deleting the method, under the delete's own rules.
 */
export function SepaMandateDetails({ methodId, name, mandate }: SepaMandateDetailsProps) {
  const { t } = useTranslation();
  const download = useDownloadSepaMandate();
  const rows: [string, string][] = [
    [
      t('billing.paymentMethods.mandate.reference'),
      mandate.reference ?? t('billing.paymentMethods.mandate.referencePending'),
    ],
    [t('billing.paymentMethods.mandate.creditor'), mandate.creditorName],
    [t('billing.paymentMethods.mandate.creditorId'), mandate.creditorId],
    [
      t('billing.paymentMethods.mandate.signedAt'),
      mandate.signedAt === null
        ? t('billing.paymentMethods.mandate.signedOnline')
        : formatDocumentDay(new Date(mandate.signedAt * 1000)),
    ],
    [t('billing.paymentMethods.mandate.iban'), mandate.ibanMasked],
    ...(mandate.holderName
      ? [[t('billing.paymentMethods.mandate.holder'), mandate.holderName] as [string, string]]
      : []),
    [t('billing.paymentMethods.mandate.type'), t('billing.paymentMethods.mandate.recurrent')],
  ];
  return (
    <Box data-testid="sepa-mandate" sx={{ pl: { xs: 0, sm: 5 }, pb: 1 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('billing.paymentMethods.mandate.title')}
      </Typography>
      <DetailList dense items={rows.map(([label, value]) => ({ label, value }))} />
      <Button
        size="small"
        variant="outlined"
        startIcon={<Download />}
        sx={{ mt: 1.5 }}
        disabled={download.isPending}
        onClick={() => download.mutate(methodId, { onError: reportPaymentMethodError })}
        aria-label={t('billing.paymentMethods.mandate.downloadFor', { name })}
      >
        {t('billing.paymentMethods.mandate.download')}
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('billing.paymentMethods.mandate.revoke')}
      </Typography>
    </Box>
  );
}
