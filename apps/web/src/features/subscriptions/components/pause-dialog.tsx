import Typography from '@mui/material/Typography';
import type { Subscription } from '@portal/contract';
import { PAUSE_MAX_MONTHS, PAUSE_MIN_MONTHS } from '@portal/contract/subscription-changes';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { usePauseSubscription } from '../api/pause-subscription';
import { usePauseQuote } from '../use-change-quotes';
import { SUBSCRIPTION_DIALOG_ERRORS, useSubscriptionChangeOutcome } from '../use-subscription-changes';
import { PauseQuote } from './pause-quote';
import { RadioChoiceField } from './radio-choice-field';

interface PauseValues {
  months: number;
}

const MONTHS = Array.from(
  { length: PAUSE_MAX_MONTHS - PAUSE_MIN_MONTHS + 1 },
  (_, index) => PAUSE_MIN_MONTHS + index,
);

interface PauseDialogProps {
  subscription: Subscription;
  onClose: () => void;
}

/**
 * Decision 0085: a pause of 1–3 whole months from the end of the running period, with the charge it
 * skips and the next one quoted for the months chosen. A refusal shows here; the choice stays.
 */
export function PauseDialog({ subscription, onClose }: PauseDialogProps) {
  const { t } = useTranslation();
  const pause = usePauseSubscription();
  const outcome = useSubscriptionChangeOutcome();
  const form = useForm<PauseValues>({ defaultValues: { months: PAUSE_MIN_MONTHS } });
  const months = form.watch('months');
  const quote = usePauseQuote(subscription, months);

  const submit = async (values: PauseValues) => {
    const answer = await pause.mutateAsync({ subscriptionId: subscription.id, months: values.months });
    await outcome.succeeded(answer);
    onClose();
  };

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      maxWidth="sm"
      onSubmit={submit}
      title={t('subscriptions.pauseDialog.title', { name: subscription.name })}
      testId="pause-dialog"
      cancelLabel={t('subscriptions.pauseDialog.back')}
      submitLabel={t('subscriptions.pauseDialog.confirm')}
      // Only the figures shown are confirmed: those the server gave for the months chosen.
      submitDisabled={!quote.settled}
      errors={SUBSCRIPTION_DIALOG_ERRORS}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('subscriptions.pauseDialog.text')}</Typography>
      <RadioChoiceField
        name="months"
        row
        label={t('subscriptions.pauseDialog.months')}
        choices={MONTHS.map((count) => ({
          value: count,
          label: t('subscriptions.pauseDialog.month', { count }),
        }))}
      />
      <PauseQuote state={quote} />
    </FormDialog>
  );
}
