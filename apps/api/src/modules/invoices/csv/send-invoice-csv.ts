import type { Language } from '@portal/contract';
import { addUtcMonths, utcMidnightOf } from '@portal/contract/dates';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { invoices, products, subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { JobHandler, QueueOptions } from '../../../platform/jobs/job-types';
import { LISTED_STATUSES } from '../invoice-view';
import { buildInvoiceCsv } from './invoice-csv';

declare module '../../../platform/jobs/job-types' {
  interface JobPayloads {
    'invoices.csv': { accountId: number; month: string; email: string; language: Language; name: string };
  }
}

/** A few quick retries: the work is a query and a mail into the outbox. */
export const INVOICE_CSV_QUEUE: QueueOptions = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** First instant of a `YYYY-MM` month and of the month after it, in UTC. */
export function monthBounds(month: string): { from: Date; to: Date } {
  const from = utcMidnightOf(`${month}-01`);
  return { from, to: addUtcMonths(from, 1) };
}

export type InvoiceCsvDeps = Pick<AppDeps, 'config' | 'database' | 'mailer'>;

/** The `invoices.csv` job: builds the month's CSV for the account and mails it as an attachment. */
export function sendInvoiceCsv(deps: InvoiceCsvDeps): JobHandler<'invoices.csv'> {
  return async ({ data }) => {
    const { db } = deps.database;
    const { from, to } = monthBounds(data.month);
    const rows = await db
      .select({
        number: invoices.number,
        issuedAt: invoices.issuedAt,
        subscription: products.name,
        productId: subscriptions.productId,
        net: invoices.net,
        tax: invoices.tax,
        gross: invoices.gross,
        currencyId: invoices.currencyId,
        status: invoices.status,
      })
      .from(invoices)
      .leftJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .leftJoin(products, eq(products.id, subscriptions.productId))
      .where(
        and(
          eq(invoices.userId, data.accountId),
          inArray(invoices.status, [...LISTED_STATUSES]),
          gte(invoices.issuedAt, from),
          lt(invoices.issuedAt, to),
        ),
      )
      .orderBy(asc(invoices.issuedAt), asc(invoices.id));
    const csv = buildInvoiceCsv(rows);
    await db.transaction(async (tx) => {
      await deps.mailer.send(tx, {
        to: data.email,
        template: 'invoice-csv',
        language: data.language,
        data: { name: data.name, invoicesUrl: `${deps.config.publicUrl}/billing/invoices` },
        attachments: [
          {
            filename: `invoices-${data.month}.csv`,
            contentType: 'text/csv; charset=utf-8',
            contentBase64: Buffer.from(csv, 'utf8').toString('base64'),
          },
        ],
      });
    });
  };
}
