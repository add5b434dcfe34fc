import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { mailLicencesChanged, mailPaymentActionNeeded } from '../billing-mails/index';
import { type ChargeRow, invoiceCharge, type StoredLine } from '../money/index';

/** What a reserved licence change records once the gateway has answered (charges.plan). */
export interface QuantityPlan {
  productName: string;
  from: number;
  to: number;
  lines: StoredLine[];
  paymentMethodType: 'card' | 'sepa_debit' | 'invoice';
  /** The account's time when the change was asked for: the invoice's date. */
  at: string;
}

/**
 * Records a reserved licence change whose payment did not fail: the new quantity, its invoice (paid,
 * or open while 3-D Secure or a SEPA settlement is pending), the payment and the audit row. Runs in
 * the request, or in the reconciliation sweep when the request is gone, inside the money core's
 * record step (`recordCharge`), which closed the charge: the change is recorded once.
 */
export async function recordQuantityChange(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock' | 'jobs'>,
  charge: Pick<ChargeRow, 'id' | 'userId' | 'subscriptionId' | 'paymentMethodId' | 'currencyId' | 'amount'>,
  plan: QuantityPlan,
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
): Promise<void> {
  const at = new Date(plan.at);
  const pendingAction = intent?.status === 'requires_action';
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, charge.subscriptionId), eq(subscriptions.quantity, plan.from)))
    .for('update');
  const invoice = await invoiceCharge(tx, deps, charge, {
    lines: plan.lines,
    paymentMethodType: plan.paymentMethodType,
    at,
    intent,
    context,
  });
  if (sub) {
    await tx
      .update(subscriptions)
      .set({ quantity: plan.to, status: pendingAction ? 'past_due' : sub.status, updatedAt: at })
      .where(eq(subscriptions.id, sub.id));
  }
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: charge.subscriptionId,
    event: 'updated',
    ...auditBy(context, charge.userId),
    oldValues: { quantity: plan.from },
    newValues: { quantity: plan.to, invoice: invoice.number },
  });
  const mail = { accountId: charge.userId, subscriptionId: charge.subscriptionId, invoiceId: invoice.id };
  await mailLicencesChanged(tx, deps, { ...mail, chargeId: charge.id, from: plan.from, to: plan.to });
  if (intent && pendingAction) await mailPaymentActionNeeded(tx, deps, { ...mail, intentId: intent.id });
}
