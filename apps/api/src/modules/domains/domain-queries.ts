import type { Domain, DomainColumn, DomainsPage, DomainsQuery } from '@portal/contract';
import { and, eq, ilike } from 'drizzle-orm';
import { domains } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { cappedCount } from '../../platform/tables/count-rows';
import { pageOf } from '../../platform/tables/offset-page';
import type { TableColumns } from '../../platform/tables/table-columns';

type DomainRow = typeof domains.$inferSelect;

/** The columns the domain table sorts by (contract names) and the database columns behind them. */
const COLUMNS: TableColumns<DomainColumn> = {
  sortable: {
    id: domains.id,
    title: domains.title,
    analytics: domains.analytics,
    sdk: domains.sdk,
    cookies: domains.cookies,
    created_at: domains.createdAt,
    updated_at: domains.updatedAt,
  },
  tiebreaker: domains.id,
};

export function toDomain(row: DomainRow): Domain {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    analytics: row.analytics,
    sdk: row.sdk,
    cookies: row.cookies,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `%` and `_` in the search are matched literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `GET /v1/domain/datatable`: a page of one user's domains in the requested order (newest first by
 * default), only titles containing the search (any case). An unknown user has no domains: an empty
 * page, as the table of any user without domains.
 */
export async function listDomains(db: Executor, query: DomainsQuery): Promise<DomainsPage> {
  const where = and(
    eq(domains.userId, query.user_id),
    query.search ? ilike(domains.title, containing(query.search)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    pageOf(db.select().from(domains).where(where).$dynamic(), COLUMNS, query),
    cappedCount(db, { from: domains, where }),
  ]);
  return { data: rows.map(toDomain), total: counted.total, totalExact: counted.exact };
}

/** `GET /v1/domain/:id`; an unknown id is a 404. */
export async function getDomain(db: Executor, id: number): Promise<Domain> {
  const [row] = await db.select().from(domains).where(eq(domains.id, id));
  if (!row) throw notFound();
  return toDomain(row);
}
