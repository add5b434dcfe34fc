import type { AppDeps } from '../../platform/app-deps';
import { t, tCount } from '../../platform/i18n/index';
import type { MailContentRequest } from '../../platform/mail/send-mail';
import type { Recipient } from './account-recipient';
import type { BillingMailEvent } from './billing-mail-event';
import { subscriptionFacts } from './billing-mail-facts';
import { mailDate, portalUrl } from './mail-values';

/**
 * A retention offer accepted (decision 0085): which coupon, from which renewal, for how many. The
 * subscription goes on as before; the coupon shows on the renewals' invoices.
 */
export async function retentionOfferAccepted(
  deps: Pick<AppDeps, 'config' | 'database'>,
  event: Extract<BillingMailEvent, { kind: 'retention-offer-accepted' }>,
  recipient: Recipient,
): Promise<MailContentRequest | null> {
  const subscription = await subscriptionFacts(deps.database.db, event.accountId, event.subscriptionId);
  if (!subscription) return null;
  const { language } = recipient;
  return {
    template: 'retention-offer-accepted',
    language,
    data: {
      name: recipient.name,
      product: subscription.product,
      discount: t(language, 'billingMails.retentionOffer.discount', {
        coupon: event.couponCode,
        percent: event.percentOff,
      }),
      percent: String(event.percentOff),
      renewals: tCount(language, 'billingMails.retentionOffer.renewals', event.periods),
      startsOn: mailDate(event.startsAt, language),
      subscriptionsUrl: portalUrl(deps.config, '/subscriptions/my'),
    },
  };
}
