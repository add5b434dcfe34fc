import { isLanguage } from '@portal/contract';
import { addUtcDays } from '@portal/contract/dates';
import { inArray } from 'drizzle-orm';
import { type BuyerSnapshot, invoiceLines, invoices, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudits } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { nextDocumentNumbers } from './document-number';
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
  /** Who caused it, for the audit log; the system when left out. */
  context?: RequestContext;
}

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
  const [invoice] = await issueInvoices(tx, deps, [input]);
  if (!invoice) throw new Error('The invoice was not stored');
  return invoice;
}

/**
 * Issues several invoices with a fixed number of statements however many there are (renewal
 * batches): numbers per year in one upsert, invoices, lines and audit rows in one insert each.
 * Returns the invoices in the order of the inputs.
 */
export async function issueInvoices(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  inputs: IssueInvoiceInput[],
): Promise<InvoiceRow[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) assertValidLines(input.lines);
  const userIds = [...new Set(inputs.map((input) => input.userId))];
  const buyers = new Map(
    (await tx.select().from(users).where(inArray(users.id, userIds))).map((u) => [u.id, u]),
  );
  const numbers = await numbersFor(tx, inputs);

  const drafts = inputs.map((input, index) => {
    const user = buyers.get(input.userId);
    if (!user) throw new Error(`Cannot invoice unknown user ${input.userId}`);
    const lines = capCredits(input.lines);
    const net = sumLines(lines);
    const buyer = buyerOf(user);
    const { mode, rate, tax } = computeTax(deps.config.SELLER_COUNTRY, buyer, net);
    const { issuedAt } = input;
    const dueAt =
      input.paymentMethodType === 'invoice' ? addUtcDays(issuedAt, deps.config.INVOICE_DUE_DAYS) : issuedAt;
    const values = {
      number: numbers[index] as string,
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
      language: [user.invoiceLanguage, user.language].find(isLanguage) ?? 'en',
      paymentMethodType: input.paymentMethodType,
      issuedAt,
      dueAt,
      paidAt: input.status === 'paid' ? issuedAt : null,
      createdAt: issuedAt,
      updatedAt: issuedAt,
    };
    return { input, lines, values };
  });

  const stored = await tx
    .insert(invoices)
    .values(drafts.map((draft) => draft.values))
    .returning();
  const byNumber = new Map(stored.map((invoice) => [invoice.number, invoice]));
  const issued = drafts.map((draft) => {
    const invoice = byNumber.get(draft.values.number);
    if (!invoice) throw new Error(`Invoice ${draft.values.number} was not stored`);
    return { draft, invoice };
  });
  await tx.insert(invoiceLines).values(
    issued.flatMap(({ draft, invoice }) =>
      draft.lines.map((line) => ({
        invoiceId: invoice.id,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
        amount: line.amount,
        periodStart: line.periodStart ?? null,
        periodEnd: line.periodEnd ?? null,
      })),
    ),
  );
  await recordAudits(
    tx,
    issued.map(({ draft, invoice }) => ({
      entityType: 'invoice',
      entityId: invoice.id,
      event: 'created',
      ...auditBy(draft.input.context ?? systemContext(), draft.input.userId),
      newValues: {
        number: invoice.number,
        status: invoice.status,
        subscription_id: invoice.subscriptionId,
        currency_id: invoice.currencyId,
        net: invoice.net,
        tax: invoice.tax,
        gross: invoice.gross,
        tax_rate: invoice.taxRate,
        tax_mode: invoice.taxMode,
        payment_method_type: invoice.paymentMethodType,
      },
    })),
  );
  return issued.map(({ invoice }) => invoice);
}

/** Gap-free numbers for the inputs, in their order: one upsert per issue year. */
async function numbersFor(tx: Tx, inputs: IssueInvoiceInput[]): Promise<string[]> {
  const byYear = new Map<number, number[]>();
  inputs.forEach((input, index) => {
    const year = input.issuedAt.getUTCFullYear();
    byYear.set(year, [...(byYear.get(year) ?? []), index]);
  });
  const numbers: string[] = [];
  for (const [year, indexes] of [...byYear].sort(([a], [b]) => a - b)) {
    const taken = await nextDocumentNumbers(tx, 'invoice', year, indexes.length);
    indexes.forEach((inputIndex, position) => {
      numbers[inputIndex] = taken[position] as string;
    });
  }
  return numbers;
}
