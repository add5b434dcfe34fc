import { and, eq, ne } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import type { Tx } from '../../../platform/db';
import type { GatewayPaymentIntent } from '../../../platform/payments/gateway';
import type { RequestContext } from '../../../platform/request-context';
import { mailInvoicesIssued, mailPaymentActionNeeded } from '../../billing-mails/index';
import { type ChargeRow, invoiceCharge, type StoredLine } from '../../money/index';
import type { BillingTerms } from './billing-terms';

/** What a reserved switch to yearly billing records once the gateway has answered (charges.plan). */
export interface YearlySwitchPlan {
  productName: string;
  lines: StoredLine[];
  paymentMethodType: 'card' | 'sepa_debit' | 'invoice';
  /** The account's time when the switch was asked for: the invoice's date and the year's start. */
  at: string;
  periodEnd: string;
  terms: BillingTerms;
  couponCyclesLeft: number | null;
  /** What the subscription was billed at until then, for the audit. */
  from: { planId: string; unitAmount: number; periodEnd: string };
}

/**
 * Records a reserved switch whose payment did not fail: the subscription billed yearly from `at`
 * (plan, prices, a year's period, renewals counted from `at`), its invoice (paid, or open while 3-D
 * Secure or a SEPA settlement is pending), the payment and the audit row. Runs in the request, or
 * in the reconciliation sweep when the request is gone, inside the money core's record step
 * (`recordCharge`), which closed the charge: the switch is recorded once.
 */
export async function recordYearlySwitch(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'clock' | 'jobs'>,
  charge: Pick<ChargeRow, 'id' | 'userId' | 'subscriptionId' | 'paymentMethodId' | 'currencyId' | 'amount'>,
  plan: YearlySwitchPlan,
  intent: GatewayPaymentIntent | null,
  context: RequestContext,
): Promise<void> {
  const at = new Date(plan.at);
  const periodEnd = new Date(plan.periodEnd);
  const pendingAction = intent?.status === 'requires_action';
  const [sub] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, charge.subscriptionId),
        eq(subscriptions.interval, 'month'),
        ne(subscriptions.status, 'ended'),
      ),
    )
    .for('update');
  const invoice = await invoiceCharge(tx, deps, charge, {
    lines: plan.lines,
    paymentMethodType: plan.paymentMethodType,
    at,
    intent,
    context,
  });
  if (sub) {
    const { terms } = plan;
    await tx
      .update(subscriptions)
      .set({
        interval: terms.interval,
        planId: terms.planId,
        unitAmount: terms.unitAmount,
        extraUserUnitAmount: terms.extraUserUnitAmount,
        couponCyclesLeft: plan.couponCyclesLeft,
        currentPeriodStart: at,
        currentPeriodEnd: periodEnd,
        billingAnchorAt: at,
        pendingInterval: null,
        // Cancelled while the payment ran: it still ends with the period that was paid for.
        ...(sub.endsAt ? { endsAt: periodEnd } : {}),
        status: pendingAction ? 'past_due' : sub.status,
        updatedAt: at,
      })
      .where(eq(subscriptions.id, sub.id));
  }
  await recordAudit(tx, {
    entityType: 'subscription',
    entityId: charge.subscriptionId,
    event: 'updated',
    ...auditBy(context, charge.userId),
    oldValues: {
      interval: 'month',
      plan_id: plan.from.planId,
      unit_amount: plan.from.unitAmount,
      current_period_end: plan.from.periodEnd,
    },
    newValues: {
      interval: plan.terms.interval,
      plan_id: plan.terms.planId,
      unit_amount: plan.terms.unitAmount,
      current_period_end: plan.periodEnd,
      invoice: invoice.number,
    },
  });
  await mailInvoicesIssued(tx, deps, [{ accountId: charge.userId, invoiceId: invoice.id }]);
  if (intent && pendingAction) {
    await mailPaymentActionNeeded(tx, deps, {
      accountId: charge.userId,
      subscriptionId: charge.subscriptionId,
      invoiceId: invoice.id,
      intentId: intent.id,
    });
  }
}
