import {
  type BankTransfer,
  type DunningTimeline,
  eInvoiceFormatsFor,
  type Invoice,
  type InvoiceListQuery,
  sepaReturnReasonOf,
} from '@portal/contract';
import { addCalendarDays, addUtcDays, utcMidnightOf } from '@portal/contract/dates';
import { SEPA_PRENOTIFICATION_DAYS } from '@portal/contract/dunning';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { invoices, payments, products, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { type Bound, preparedRead } from '../../platform/prepared-query';
import { dunningTimelines } from './dunning-timeline';
import { currencyCode, documentPdfUrl, isListedStatus, LISTED_STATUSES, listedStatus } from './invoice-view';
import { isPayableByCard } from './payability';

/** Where an invoice payer transfers the amount (as on the PDF), quoting the invoice number. */
function bankTransferOf(config: Config, number: string): BankTransfer {
  return {
    accountHolder: config.SELLER_NAME,
    bankName: config.SELLER_BANK_NAME,
    iban: config.SELLER_IBAN,
    bic: config.SELLER_BIC,
    reference: number,
  };
}

/**
 * A column of an open invoice's latest payment attempt (to offer "complete payment" for 3-D Secure),
 * read in the invoice's own row; null for other invoices.
 */
function latestPaymentOfOpen<T>(column: typeof payments.status | typeof payments.clientSecret) {
  return sql<T | null>`case when ${invoices.status} = 'open' then (select ${column} from ${payments} where ${eq(payments.invoiceId, invoices.id)} order by ${desc(payments.createdAt)}, ${desc(payments.updatedAt)} limit 1) end`;
}

const EARLIEST = new Date('1970-01-01T00:00:00Z');
const LATEST = new Date('9999-12-31T00:00:00Z');

/** The account's listed invoices issued in [from, until), newest first. */
const accountInvoices = preparedRead(
  'account_invoices',
  ['accountId', 'from', 'until'],
  (executor, { accountId, from, until }: Bound<{ accountId: number; from: Date; until: Date }>) =>
    executor
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        issuedAt: invoices.issuedAt,
        gross: invoices.gross,
        currencyId: invoices.currencyId,
        subscriptionId: invoices.subscriptionId,
        paymentMethodType: invoices.paymentMethodType,
        amountRefunded: invoices.amountRefunded,
        dueAt: invoices.dueAt,
        paidAt: invoices.paidAt,
        buyer: invoices.buyer,
        productId: subscriptions.productId,
        productName: products.name,
        subscriptionStatus: subscriptions.status,
        latestPaymentStatus: latestPaymentOfOpen<string>(payments.status),
        latestClientSecret: latestPaymentOfOpen<string>(payments.clientSecret),
        // A returned SEPA debit (decision 0083): the newest, shown whatever the invoice's status.
        debitReturnedAt: sql<
          Date | string | null
        >`(select ${payments.returnedAt} from ${payments} where ${eq(payments.invoiceId, invoices.id)} and ${payments.returnedAt} is not null order by ${desc(payments.returnedAt)} limit 1)`,
        debitReturnReason: sql<
          string | null
        >`(select ${payments.returnReason} from ${payments} where ${eq(payments.invoiceId, invoices.id)} and ${payments.returnedAt} is not null order by ${desc(payments.returnedAt)} limit 1)`,
      })
      .from(invoices)
      .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .leftJoin(products, eq(products.id, subscriptions.productId))
      .where(
        and(
          eq(invoices.userId, accountId),
          inArray(invoices.status, [...LISTED_STATUSES]),
          gte(invoices.issuedAt, from),
          lt(invoices.issuedAt, until),
        ),
      )
      .orderBy(desc(invoices.issuedAt), desc(invoices.id)),
);

/**
 * `GET /v1/invoice/all`: the account's invoices issued between the start and end days (both
 * inclusive, UTC), newest first.
 */
export async function listInvoices(
  deps: AppDeps,
  accountId: number,
  query: InvoiceListQuery,
): Promise<Invoice[]> {
  // Without a start or an end the range is open on that side: one prepared statement serves all.
  const rows = await accountInvoices(deps.database.db, {
    accountId,
    from: query.start ? utcMidnightOf(query.start) : EARLIEST,
    until: query.end ? utcMidnightOf(addCalendarDays(query.end, 1)) : LATEST,
  });
  // A timeline belongs to the newest open invoice of a past-due subscription: without a listed
  // invoice of one, there is none to show and nothing to ask.
  const dunning = rows.some((row) => row.subscriptionStatus === 'past_due')
    ? await dunningTimelines(deps.database.db, accountId)
    : new Map<string, DunningTimeline>();
  const dunningByInvoice = new Map([...dunning.values()].map((timeline) => [timeline.invoiceId, timeline]));
  return rows.flatMap((row) => {
    if (!isListedStatus(row.status)) return [];
    const awaitsAction =
      row.status === 'open' && row.latestPaymentStatus === 'requires_action' && row.latestClientSecret;
    const open = row.status === 'open';
    const type = paymentTypeOf(row.paymentMethodType);
    const returned = row.debitReturnedAt !== null;
    return [
      {
        id: row.id,
        number: row.number,
        subscription: row.productName,
        product: row.productId,
        date: row.issuedAt.toISOString(),
        amount: row.gross,
        currency: currencyCode(row.currencyId),
        status: listedStatus(row.status, row.amountRefunded, row.gross),
        pdf: documentPdfUrl(deps.config, 'invoice', row.number),
        clientSecret: awaitsAction ? row.latestClientSecret : null,
        subscriptionId: awaitsAction ? row.subscriptionId : null,
        paymentMethodType: type,
        amountRefunded: row.amountRefunded,
        paidAt: row.paidAt ? row.paidAt.toISOString() : null,
        dueAt: type === 'invoice' ? row.dueAt.toISOString() : null,
        // A returned debit is not taken again without a new notice (decision 0083).
        debitOnOrAfter:
          open && type === 'sepa_debit' && !returned
            ? addUtcDays(row.issuedAt, SEPA_PRENOTIFICATION_DAYS).toISOString()
            : null,
        // A returned debit is paid by card or by transfer: the transfer data shows as for a bank transfer.
        transfer: open && (type === 'invoice' || returned) ? bankTransferOf(deps.config, row.number) : null,
        debitReturn: returned
          ? {
              returnedAt: new Date(row.debitReturnedAt as Date | string).toISOString(),
              reason: sepaReturnReasonOf(row.debitReturnReason),
            }
          : null,
        payable: isPayableByCard({ ...row, paymentMethodType: type }, row.latestPaymentStatus, returned),
        dunning: dunningByInvoice.get(row.id) ?? null,
        eInvoiceFormats: eInvoiceFormatsFor(row.buyer),
      },
    ];
  });
}

/** card, sepa_debit or invoice; an unknown stored value reads as card (collected by the gateway). */
function paymentTypeOf(stored: string): Invoice['paymentMethodType'] {
  return stored === 'sepa_debit' || stored === 'invoice' ? stored : 'card';
}
