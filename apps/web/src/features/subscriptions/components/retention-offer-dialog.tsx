import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { RetentionOffer, Subscription } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActionBar } from '../../../components/dialogs/dialog-action-bar';
import { PortalDialog } from '../../../components/portal-dialog';
import { reportError } from '../../../lib/errors/report-error';
import { formatMoney } from '../../../lib/format/format-money';
import { formatTaxRate } from '../../../lib/format/format-tax-rate';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { dayText } from '../day-text';
import { SUBSCRIPTION_DIALOG_ERRORS } from '../use-subscription-changes';
import { QuoteLines } from './quote-lines';

interface RetentionOfferDialogProps {
  subscription: Subscription;
  offer: RetentionOffer;
  onAccept: () => Promise<void>;
  /** Cancels with the reason and comment given before the offer. */
  onDecline: () => Promise<void>;
  onClose: () => void;
}

/**
 * The cancel dialog's second step (decision 0085): the offer, made once, with the next renewal's
 * invoice as the server priced it. Accepting keeps the subscription at the discount; declining
 * cancels. A refusal shows here and both answers stay possible.
 */
export function RetentionOfferDialog({
  subscription,
  offer,
  onAccept,
  onDecline,
  onClose,
}: RetentionOfferDialogProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, offer.currency);
  const { quote } = offer;
  const percent = new Intl.NumberFormat(currentLanguage(), { style: 'percent' }).format(
    offer.coupon.percent_off / 100,
  );

  const run = (answer: () => Promise<void>) => async () => {
    setPending(true);
    setError(null);
    try {
      await answer();
    } catch (caught) {
      const report = reportError(caught, { ...SUBSCRIPTION_DIALOG_ERRORS, snackbar: false });
      if (report.kind === 'reported') setError(report.message || t('common.errors.unexpected'));
    } finally {
      setPending(false);
    }
  };

  return (
    <PortalDialog
      open
      onClose={pending ? undefined : onClose}
      persistent={pending}
      maxWidth="sm"
      title={t('subscriptions.retentionOffer.title', { name: subscription.name })}
      testId="retention-offer-dialog"
      actions={
        <DialogActionBar
          cancelLabel={t('subscriptions.retentionOffer.decline')}
          onCancel={run(onDecline)}
          confirmLabel={t('subscriptions.retentionOffer.accept')}
          onConfirm={run(onAccept)}
          pending={pending}
        />
      }
    >
      <Typography variant="h6" component="p" data-testid="retention-offer-headline">
        {t('subscriptions.retentionOffer.headline', { percent, count: offer.periods })}
      </Typography>
      <Typography sx={{ my: 1 }} data-testid="retention-offer-renewal">
        {t('subscriptions.retentionOffer.renewal', {
          date: dayText(offer.starts_at),
          amount: money(quote.gross),
          regular: money(offer.regular_gross),
        })}
      </Typography>
      <QuoteLines
        lines={[
          { key: 'discount', label: t('common.quote.discount'), value: `−${money(quote.discount)}` },
          { key: 'net', label: t('common.quote.net'), value: money(quote.net) },
          {
            key: 'tax',
            label: t(`common.quote.tax.${quote.tax.reason}`, { rate: formatTaxRate(quote.tax.rate) }),
            value: money(quote.tax.amount),
          },
          { key: 'gross', label: t('common.quote.gross'), value: money(quote.gross) },
        ]}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }} data-testid="form-dialog-error">
          {error}
        </Alert>
      ) : null}
    </PortalDialog>
  );
}
