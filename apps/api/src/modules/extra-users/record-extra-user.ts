import { eq, sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { mailInvoicesIssued, mailPaymentActionNeeded } from '../billing-mails/index';
import { invoiceCharge } from '../money/index';
import type { ExtraUserReservation } from './reserve-extra-user';

/**
 * Records a reserved extra user whose payment did not fail, in one transaction: the sub-user
 * (`createSubUser`), one more extra user on the subscription (its price per user fixed by the first),
 * the invoice (paid, or open while 3-D Secure or a SEPA settlement is pending, as for licences), the
 * payment and the audit rows. Runs inside the money core's record step, which closed the charge:
 * when the sweep settled it first (the request outlived its lease) this never runs.
 */
export async function recordExtraUser<T>(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock' | 'jobs'>,
  charge: ExtraUserReservation,
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
  createSubUser: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { plan } = charge;
  const at = new Date(plan.at);
  const pendingAction = intent?.status === 'requires_action';
  const [sub] = await tx
    .select({ extraUsers: subscriptions.extraUsers, status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, charge.subscriptionId))
    .for('update');
  const created = await createSubUser(tx);
  const invoice = await invoiceCharge(tx, deps, charge, {
    lines: plan.lines,
    paymentMethodType: plan.paymentMethodType,
    at,
    intent,
    context,
  });
  const before = sub?.extraUsers ?? 0;
  await tx
    .update(subscriptions)
    .set({
      extraUsers: sql`${subscriptions.extraUsers} + 1`,
      extraUserUnitAmount: sql`coalesce(${subscriptions.extraUserUnitAmount}, ${plan.unitAmount})`,
      ...(pendingAction && sub?.status === 'active' ? { status: 'past_due' } : {}),
      updatedAt: at,
    })
    .where(eq(subscriptions.id, charge.subscriptionId));
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: charge.subscriptionId,
    event: 'updated',
    ...auditBy(context, charge.userId),
    oldValues: { extra_users: before },
    newValues: { extra_users: before + 1, invoice: invoice.number },
  });
  const mail = { accountId: charge.userId, subscriptionId: charge.subscriptionId, invoiceId: invoice.id };
  await mailInvoicesIssued(tx, deps, [{ accountId: charge.userId, invoiceId: invoice.id }]);
  if (intent && pendingAction) await mailPaymentActionNeeded(tx, deps, { ...mail, intentId: intent.id });
  return created;
}
