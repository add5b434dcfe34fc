import Typography from '@mui/material/Typography';
import type { Quote } from '@portal/contract/quotes';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../lib/format/format-day';
import { formatTaxRate } from '../lib/format/format-tax-rate';

/**
 * Why a business with a VAT id of another member state pays VAT or not (decision 0080): reverse
 * charge only once the EU registry verified the id, else VAT with the reason the id does not count
 * yet. Shown under a quote's figures in the store, the licence and the add-sub-user dialogs; nothing
 * where the VAT id plays no part.
 */
export function QuoteVatIdNote({ quote }: { quote: Pick<Quote, 'tax' | 'vat_id'> }) {
  const { t } = useTranslation();
  const check = quote.vat_id;
  if (!check) return null;
  const text =
    check.status === 'verified'
      ? quote.tax.reason === 'reverse_charge'
        ? check.verified_at
          ? t('common.quote.vatId.reverseCharge', { date: formatDay(check.verified_at) })
          : t('common.quote.vatId.reverseChargeUndated')
        : null
      : t(`common.quote.vatId.charged.${check.status}`, {
          rate: formatTaxRate(quote.tax.rate),
          vatId: check.vatid,
        });
  if (!text) return null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }} data-testid="quote-vat-id">
      {text}
    </Typography>
  );
}
