import { currencyCodeOf, toDecimalString } from '@portal/contract/money';
import { eq } from 'drizzle-orm';
import { creditNotes, invoices } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { AppError, notFound } from '../../platform/errors';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { refundableAmount, splitCredit } from './credit-split';
import { nextDocumentNumber } from './document-number';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface IssueCreditNoteInput {
  invoiceId: number;
  /** Minor units to credit, > 0 and at most what is left to refund. */
  gross: number;
  reason: string | null;
  /** The gateway's refund id; null when no money moved through the gateway (bank transfer). */
  refundId: string | null;
  /** Who caused it, for the audit log; the system when left out. */
  context?: RequestContext;
}

const REFUNDABLE = new Set(['paid', 'refunded']);

/** Only a paid (or partly refunded) invoice can be credited, and never for more than is left. */
export function assertRefundable(invoice: typeof invoices.$inferSelect, gross: number): void {
  if (!REFUNDABLE.has(invoice.status)) {
    throw new AppError(422, 'invalid_state', 'invoices.refund.notPaid', {
      params: { number: invoice.number },
    });
  }
  const remaining = refundableAmount(invoice);
  if (!Number.isSafeInteger(gross) || gross < 1 || gross > remaining) {
    const currency = currencyCodeOf(invoice.currencyId);
    const formatted = `${toDecimalString(remaining, currency)} ${currency}`;
    throw new AppError(422, 'invalid_state', 'invoices.refund.exceedsRemaining', {
      params: { remaining: formatted },
      data: { remaining },
    });
  }
}

/**
 * Issues a credit note (`CN-2026-000001`) for part or all of a paid invoice, in the caller's
 * transaction: the invoice row is locked, so two refunds at once cannot both take the last euro.
 */
export async function issueCreditNote(
  tx: Tx,
  deps: Pick<AppDeps, 'clock'>,
  input: IssueCreditNoteInput,
): Promise<CreditNoteRow> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!invoice) throw notFound();
  assertRefundable(invoice, input.gross);
  const now = deps.clock.now();
  const { net, tax } = splitCredit(invoice, input.gross);
  const number = await nextDocumentNumber(tx, 'credit_note', now);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number,
      invoiceId: invoice.id,
      userId: invoice.userId,
      net,
      tax,
      gross: input.gross,
      reason: input.reason,
      refundId: input.refundId,
      issuedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!note) throw new Error('The credit note was not stored');
  const amountRefunded = invoice.amountRefunded + input.gross;
  await tx
    .update(invoices)
    .set({ amountRefunded, status: 'refunded', updatedAt: now })
    .where(eq(invoices.id, invoice.id));

  const audit = auditBy(input.context ?? systemContext(), invoice.userId);
  await recordAudit(tx, {
    ...audit,
    entityType: 'credit_note',
    entityId: note.id,
    event: 'created',
    newValues: {
      number,
      invoice: invoice.number,
      net,
      tax,
      gross: input.gross,
      reason: input.reason,
      refund_id: input.refundId,
    },
  });
  await recordAudit(tx, {
    ...audit,
    entityType: 'invoice',
    entityId: invoice.id,
    event: 'updated',
    oldValues: { status: invoice.status, amount_refunded: invoice.amountRefunded },
    newValues: { status: 'refunded', amount_refunded: amountRefunded },
  });
  return note;
}
