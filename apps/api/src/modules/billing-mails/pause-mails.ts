import type { AppDeps } from '../../platform/app-deps';
import { t } from '../../platform/i18n/index';
import type { MailContentRequest } from '../../platform/mail/send-mail';
import type { Recipient } from './account-recipient';
import type { BillingMailEvent } from './billing-mail-event';
import { subscriptionFacts } from './billing-mail-facts';
import { mailDate, mailMoney, portalUrl } from './mail-values';

type Deps = Pick<AppDeps, 'config' | 'database'>;
type Event<K extends BillingMailEvent['kind']> = Extract<BillingMailEvent, { kind: K }>;

/** A pause asked for (decision 0085): when it begins and ends, and what the first charge after it is. */
export async function subscriptionPaused(
  deps: Deps,
  event: Event<'subscription-paused'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const subscription = await subscriptionFacts(deps.database.db, event.accountId, event.subscriptionId);
  if (!subscription) return null;
  const { language } = recipient;
  const endsOn = mailDate(event.endsAt, language);
  return {
    template: 'subscription-paused',
    language,
    data: {
      name: recipient.name,
      product: subscription.product,
      startsOn: mailDate(event.startsAt, language),
      endsOn,
      nextCharge: t(language, 'billingMails.pause.nextCharge', {
        amount: mailMoney(event.nextGross, event.currencyId, language),
        date: endsOn,
      }),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}

/** A planned pause withdrawn, or a pause over: the subscription runs again and renews on `renewsAt`. */
export async function subscriptionPauseEnded(
  deps: Deps,
  event: Event<'subscription-pause-ended'>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const subscription = await subscriptionFacts(deps.database.db, event.accountId, event.subscriptionId);
  if (!subscription) return null;
  return {
    template: 'subscription-pause-ended',
    language: recipient.language,
    data: {
      name: recipient.name,
      product: subscription.product,
      withdrawn: event.withdrawn,
      renewsOn: mailDate(event.renewsAt, recipient.language),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}
