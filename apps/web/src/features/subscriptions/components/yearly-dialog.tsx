import type { Subscription } from '@portal/contract';
import type { YearlySwitchTime } from '@portal/contract/subscription-changes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { QuoteSummary } from '../../../components/quote-summary';
import { formatDay } from '../../../lib/format/format-day';
import { formatMoney } from '../../../lib/format/format-money';
import { newIdempotencyKey } from '../../../lib/http/idempotency-key';
import { useSwitchToYearly } from '../api/switch-to-yearly';
import { useYearlyQuote } from '../use-change-quotes';
import { SUBSCRIPTION_DIALOG_ERRORS, useSubscriptionChangeOutcome } from '../use-subscription-changes';
import { QuoteLines } from './quote-lines';
import { RadioChoiceField } from './radio-choice-field';

interface YearlyValues {
  when: YearlySwitchTime;
}

interface YearlyDialogProps {
  subscription: Subscription;
  onClose: () => void;
}

/**
 * Decision 0085: a monthly subscription becomes yearly at its next renewal (nothing charged now) or
 * now (the unused month credited, the year charged at once), with the first yearly invoice quoted.
 */
export function YearlyDialog({ subscription, onClose }: YearlyDialogProps) {
  const { t } = useTranslation();
  const change = useSwitchToYearly();
  const outcome = useSubscriptionChangeOutcome();
  // One key per dialog and choice: a double click sends the same request, the other choice is new.
  const [dialogKey] = useState(newIdempotencyKey);
  const form = useForm<YearlyValues>({ defaultValues: { when: 'period_end' } });
  const when = form.watch('when');
  const quote = useYearlyQuote(subscription, when);
  const figures = quote.quote;
  const money = (amount: number) => formatMoney(amount, subscription.currency);

  const submit = async (values: YearlyValues) => {
    const answer = await change.mutateAsync({
      subscriptionId: subscription.id,
      when: values.when,
      idempotencyKey: `${dialogKey}-${values.when}`,
    });
    await outcome.succeeded(answer);
    onClose();
  };

  return (
    <FormDialog
      form={form}
      onClose={onClose}
      maxWidth="sm"
      onSubmit={submit}
      title={t('subscriptions.yearlyDialog.title', { name: subscription.name })}
      testId="yearly-dialog"
      cancelLabel={t('subscriptions.yearlyDialog.back')}
      submitLabel={t('subscriptions.yearlyDialog.confirm')}
      submitDisabled={!quote.settled}
      errors={SUBSCRIPTION_DIALOG_ERRORS}
    >
      <RadioChoiceField
        name="when"
        label={t('subscriptions.yearlyDialog.when')}
        choices={[
          {
            value: 'period_end',
            label: t('subscriptions.yearlyDialog.periodEnd', { date: formatDay(subscription.renews_at) }),
          },
          { value: 'now', label: t('subscriptions.yearlyDialog.now') },
        ]}
      />
      <QuoteSummary state={quote}>
        {figures ? (
          <QuoteLines
            lines={[
              {
                key: 'saving',
                label: t('subscriptions.yearlyDialog.perLicence'),
                value: t('subscriptions.yearlyDialog.saving', {
                  yearly: money(figures.yearly_unit),
                  monthly: money(figures.monthly_unit_times_twelve),
                }),
              },
            ]}
          />
        ) : null}
      </QuoteSummary>
    </FormDialog>
  );
}
