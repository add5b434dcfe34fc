import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { t } from '../../platform/i18n/index';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { RequestContext } from '../../platform/request-context';
import { mailCreditNoteIssued } from '../billing-mails/index';
import { issueCreditNote } from '../invoices/index';
import { type ChargeRow, closeCharge, invoiceCharge, recordCharge } from '../money/index';
import { viaGateway } from '../payments/index';
import type { ExtraUserPlan } from './reserve-extra-user';

export type ExtraUserGiveBack = 'released' | 'refunded' | 'waiting';

type ExtraUserCharge = Pick<
  ChargeRow,
  'id' | 'userId' | 'subscriptionId' | 'paymentMethodId' | 'amount' | 'currencyId'
> & { plan: unknown };

/**
 * Undoes an extra user's charge whose sub-user was not created (decision 0057), so that the gateway
 * and our books agree (decision 0067):
 * - no intent, or a failed one: released, nothing moved;
 * - waiting for 3-D Secure: the intent is cancelled, then released;
 * - a SEPA debit still processing cannot be refunded yet: the charge stays reserved and the next
 *   sweeps look again until it has settled (`waiting`);
 * - succeeded: refunded in full (key `refund-<intent>`, once), and recorded as the customer sees it:
 *   the paid invoice of the charge, its payment, and a credit note for all of it.
 * Only whoever closes the charge records or releases it, so the money comes back once.
 */
export async function giveBackExtraUserCharge(
  deps: AppDeps,
  charge: ExtraUserCharge,
  found: GatewayPaymentIntent | null,
  context: RequestContext,
): Promise<ExtraUserGiveBack> {
  let intent = found;
  if (intent?.status === 'processing') return 'waiting';
  if (intent?.status === 'requires_action') {
    const id = intent.id;
    intent = await viaGateway(() => deps.gateway.cancelPaymentIntent(id, { idempotencyKey: `cancel-${id}` }));
  }
  if (intent?.status !== 'succeeded') {
    await closeCharge(deps.database.db, charge.id, 'released', deps.clock.now(), {
      gatewayIntentId: intent?.id,
    });
    return 'released';
  }
  const paid = intent;
  const refund = await viaGateway(() =>
    deps.gateway.refund({
      paymentIntentId: paid.id,
      amount: paid.amount,
      idempotencyKey: `refund-${paid.id}`,
    }),
  );
  const plan = charge.plan as ExtraUserPlan;
  const at = new Date(plan.at);
  await recordCharge(deps, charge, paid, async (tx) => {
    const invoice = await invoiceCharge(tx, deps, charge, {
      lines: plan.lines,
      paymentMethodType: plan.paymentMethodType,
      at,
      intent: paid,
      context,
    });
    const note = await issueCreditNote(tx, deps, {
      invoiceId: invoice.id,
      gross: invoice.gross,
      reason: t(context.language, 'extraUsers.notCreatedRefund'),
      refundId: refund.id,
      context,
    });
    await mailCreditNoteIssued(tx, deps, { accountId: charge.userId, creditNoteId: note.id });
    await recordAudit(tx, {
      entityType: 'charge',
      entityId: charge.id,
      event: 'updated',
      ...auditBy(context, charge.userId),
      oldValues: { status: 'reserved' },
      newValues: {
        status: 'recorded',
        outcome: 'refunded',
        reason: 'sub_user_not_created',
        invoice: invoice.number,
        credit_note: note.number,
      },
    });
  });
  return 'refunded';
}
