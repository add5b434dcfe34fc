import { isLanguage } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { type BuyerSnapshot, invoiceLines, invoices, users } from '../../db/schema/index';
import { type AuditInput, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { nextDocumentNumber } from './document-number';
import { assertValidLines, capCredits, type InvoiceLineInput, sumLines } from './invoice-lines';
import { computeTax } from './tax';

export type InvoiceRow = typeof invoices.$inferSelect;

export interface IssueInvoiceInput {
  /** The account owner billed. */
  userId: number;
  subscriptionId: string | null;
  currencyId: number;
  lines: InvoiceLineInput[];
  paymentMethodType: 'card' | 'sepa_debit' | 'invoice';
  status: 'open' | 'paid';
  issuedAt: Date;
  /** Who caused the invoice, for the audit log; null (the default) for the system. */
  editor?: number | null;
  request?: AuditInput['request'];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function buyerOf(user: typeof users.$inferSelect): BuyerSnapshot {
  return {
    company: user.company,
    firstname: user.billingFirstname,
    lastname: user.billingLastname,
    street: user.street,
    postalCode: user.postalCode,
    city: user.city,
    country: user.country,
    vatId: user.vatId,
    email: user.invoiceEmail,
    reference: user.invoiceReference,
  };
}

/**
 * Issues an invoice in the caller's transaction: the next gap-free number, the lines, tax for the
 * buyer as they are now (frozen in `buyer`), and an audit row. Credits beyond the charges are
 * capped so the net is never negative (see capCredits).
 */
export async function issueInvoice(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  input: IssueInvoiceInput,
): Promise<InvoiceRow> {
  assertValidLines(input.lines);
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error(`Cannot invoice unknown user ${input.userId}`);
  const lines = capCredits(input.lines);
  const net = sumLines(lines);
  const buyer = buyerOf(user);
  const { mode, rate, tax } = computeTax(deps.config.SELLER_COUNTRY, buyer, net);
  const language = [user.invoiceLanguage, user.language].find(isLanguage) ?? 'en';
  const { issuedAt } = input;
  const dueAt =
    input.paymentMethodType === 'invoice'
      ? new Date(issuedAt.getTime() + deps.config.INVOICE_DUE_DAYS * DAY_MS)
      : issuedAt;
  const number = await nextDocumentNumber(tx, 'invoice', issuedAt);

  const [invoice] = await tx
    .insert(invoices)
    .values({
      number,
      userId: input.userId,
      subscriptionId: input.subscriptionId,
      status: input.status,
      currencyId: input.currencyId,
      net,
      tax,
      gross: net + tax,
      taxRate: rate,
      taxMode: mode,
      buyer,
      language,
      paymentMethodType: input.paymentMethodType,
      issuedAt,
      dueAt,
      paidAt: input.status === 'paid' ? issuedAt : null,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    })
    .returning();
  if (!invoice) throw new Error('The invoice was not stored');
  await tx.insert(invoiceLines).values(
    lines.map((line) => ({
      invoiceId: invoice.id,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unitAmount: line.unitAmount,
      amount: line.amount,
      periodStart: line.periodStart ?? null,
      periodEnd: line.periodEnd ?? null,
    })),
  );
  await recordAudit(tx, {
    entityType: 'invoice',
    entityId: invoice.id,
    event: 'created',
    editor: input.editor ?? null,
    accountId: input.userId,
    newValues: {
      number,
      status: invoice.status,
      subscription_id: invoice.subscriptionId,
      currency_id: invoice.currencyId,
      net,
      tax,
      gross: invoice.gross,
      tax_rate: rate,
      tax_mode: mode,
      payment_method_type: invoice.paymentMethodType,
    },
    request: input.request ?? null,
  });
  return invoice;
}
