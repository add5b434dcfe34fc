import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { InvoicePaidHook } from '../money/index';
import { endReplacedSubscription } from './replaced-subscription';
import { transitionSubscription } from './transition-subscription';

/**
 * What a paid open invoice means to its subscription (the money module's invoice-paid hook): back
 * to active with its dunning ended; a first purchase that waited for this payment starts, and the
 * subscription it replaces ends.
 */
export const activateOnInvoicePaid: InvoicePaidHook = async (tx, { invoice, intent, at, context }) => {
  if (!invoice.subscriptionId) return;
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, invoice.subscriptionId));
  if (!subscription) return;
  const who = context ? { context } : {};
  const activated = await transitionSubscription(tx, {
    subscription,
    from: ['past_due', 'incomplete'],
    to: 'active',
    set: { dunningAttempts: 0 },
    at,
    details: { payment: intent.status, invoice: invoice.number },
    ...who,
  });
  if (activated && subscription.status === 'incomplete') {
    await endReplacedSubscription(tx, subscription, at, who);
  }
};
