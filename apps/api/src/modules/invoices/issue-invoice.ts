import { isLanguage } from '@portal/contract';
import { addUtcDays } from '@portal/contract/dates';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  type BuyerSnapshot,
  invoiceLines,
  invoices,
  type PaymentDetails,
  paymentMethods,
  subscriptions,
  users,
} from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudits } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { vatIdStandingsOf } from '../vat-ids/index';
import { nextDocumentNumbers } from './document-number';
import { assertValidLines, capCredits, type InvoiceLineInput, sumLines } from './invoice-lines';
import { computeTax, type VatIdCheck } from './tax';

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

/** The buyer as invoiced, with the check of its VAT id the tax rests on (decision 0080). */
function buyerOf(user: typeof users.$inferSelect, vatIdCheck: VatIdCheck | null): BuyerSnapshot {
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
    buyerReference: user.eInvoiceBuyerReference,
    electronicAddressScheme: user.eInvoiceAddressScheme,
    electronicAddress: user.eInvoiceAddress,
    vatIdCheck,
  };
}

type DefaultMethod = Pick<
  typeof paymentMethods.$inferSelect,
  'type' | 'brand' | 'last4' | 'mandateReference'
>;

/** How the invoice is paid, for its e-invoice: the default method's facts, if it is of the invoice's type. */
function paymentDetailsOf(method: DefaultMethod | null, type: IssueInvoiceInput['paymentMethodType']) {
  if (!method || method.type !== type) return null;
  return {
    last4: method.last4,
    brand: method.brand,
    mandateReference: method.mandateReference,
  } satisfies PaymentDetails;
}

/**
 * The buyers with their default payment method (at most one per account), and the purchase-order
 * numbers of the subscriptions invoiced: two statements however many invoices there are.
 */
async function buyersOf(tx: Tx, inputs: IssueInvoiceInput[]) {
  const userIds = [...new Set(inputs.map((input) => input.userId))];
  const rows = await tx
    .select({
      user: users,
      method: {
        type: paymentMethods.type,
        brand: paymentMethods.brand,
        last4: paymentMethods.last4,
        mandateReference: paymentMethods.mandateReference,
      },
    })
    .from(users)
    .leftJoin(
      paymentMethods,
      and(
        eq(paymentMethods.userId, users.id),
        eq(paymentMethods.isDefault, true),
        isNull(paymentMethods.deletedAt),
      ),
    )
    .where(inArray(users.id, userIds));
  const subscriptionIds = [
    ...new Set(inputs.flatMap((input) => (input.subscriptionId ? [input.subscriptionId] : []))),
  ];
  const orders =
    subscriptionIds.length === 0
      ? []
      : await tx
          .select({ id: subscriptions.id, purchaseOrder: subscriptions.purchaseOrder })
          .from(subscriptions)
          .where(inArray(subscriptions.id, subscriptionIds));
  return {
    buyers: new Map(rows.map((row) => [row.user.id, row])),
    purchaseOrders: new Map(orders.map((order) => [order.id, order.purchaseOrder])),
  };
}

/**
 * What an invoice of these lines comes to for this buyer as they are now: the lines with credits
 * capped, net, tax and gross. The one sum every invoice is issued with, so whoever announces an
 * amount before the invoice exists (a SEPA pre-notification) announces the same cent.
 */
export function invoiceTotals<T extends InvoiceLineInput>(
  config: Pick<AppDeps['config'], 'SELLER_COUNTRY'>,
  user: typeof users.$inferSelect,
  inputLines: readonly T[],
  /** Where the check of the user's VAT id stands at the invoice's date (vat-ids' vatIdStandingsOf). */
  vatIdCheck: VatIdCheck | null = null,
) {
  const lines = capCredits(inputLines);
  const net = sumLines(lines);
  const buyer = buyerOf(user, vatIdCheck);
  const { mode, rate, tax } = computeTax(config.SELLER_COUNTRY, buyer, net);
  return { lines, net, buyer, mode, rate, tax, gross: net + tax };
}

/**
 * Issues an invoice in the caller's transaction: the next gap-free number, the lines, tax for the
 * buyer as they are now (frozen in `buyer`, with the purchase order and how it is paid), and an
 * audit row. Credits beyond the charges are capped so the net is never negative (see capCredits).
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
  const { buyers, purchaseOrders } = await buyersOf(tx, inputs);
  const vatIdChecks = await vatIdStandingsOf(
    tx,
    inputs.map((input) => ({
      accountId: input.userId,
      vatId: buyers.get(input.userId)?.user.vatId ?? null,
      at: input.issuedAt,
    })),
    deps.config.VAT_VERIFICATION_VALID_DAYS,
  );
  const numbers = await numbersFor(tx, inputs);

  const drafts = inputs.map((input, index) => {
    const found = buyers.get(input.userId);
    if (!found) throw new Error(`Cannot invoice unknown user ${input.userId}`);
    const { user, method } = found;
    const { lines, net, buyer, mode, rate, tax } = invoiceTotals(
      deps.config,
      user,
      input.lines,
      vatIdChecks[index] ?? null,
    );
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
      paymentDetails: paymentDetailsOf(method, input.paymentMethodType),
      // The subscription's own purchase order, else the account's default (BT-13).
      purchaseOrder:
        (input.subscriptionId ? purchaseOrders.get(input.subscriptionId) : null) ?? user.purchaseOrder,
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
