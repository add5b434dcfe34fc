import type { AppDeps } from '../../../platform/app-deps';
import type { RequestContext } from '../../../platform/request-context';
import { mailCreditNoteIssued } from '../../billing-mails/index';
import { issueCreditNote } from '../../invoices/index';
import type { ChargeReservation } from '../charge-ledger';
import { recordCharge } from '../move-money';

/** What a reserved refund needs to be finished by the sweep when the request is gone (charges.plan). */
export interface RefundPlan {
  /** The succeeded payment the money goes back to; null when it was paid by bank transfer. */
  paymentIntentId: string | null;
  reason: string | null;
}

/**
 * The record step of a refund, for the request and the sweep: the credit note (with the gateway's
 * refund id) and its mail, once, by whoever closes the charge. Returns the note, or null when the
 * charge was closed elsewhere.
 */
export async function recordRefund(
  deps: AppDeps,
  charge: Pick<ChargeReservation, 'id' | 'userId' | 'amount' | 'invoiceId'> & { plan: RefundPlan },
  refundId: string | null,
  context?: RequestContext,
) {
  const recorded = await recordCharge(deps, charge, null, async (tx) => {
    const note = await issueCreditNote(tx, deps, {
      invoiceId: charge.invoiceId ?? 0,
      gross: charge.amount,
      reason: charge.plan.reason,
      refundId,
      context,
    });
    await mailCreditNoteIssued(tx, deps, { accountId: note.userId, creditNoteId: note.id });
    return note;
  });
  return recorded.recorded ? recorded.result : null;
}
