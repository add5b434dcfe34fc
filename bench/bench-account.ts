// What the in-process archive benchmarks share (bench/data-export-run.ts, bench/invoice-archive-run.ts):
// a customer with invoices and a request context of their own, and the process's memory readings.
import { readFileSync, writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../apps/api/src/db/schema/index';
import { CUSTOMER_ROLE } from '../apps/api/src/db/seed/roles';
import type { AppDeps } from '../apps/api/src/platform/app-deps';
import type { RequestContext } from '../apps/api/src/platform/request-context';
import { BENCH_BILLING, seedInvoices } from './seed-invoices';

export const kilobytes = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);

/** Starts a new peak at the current RSS (Linux: writing 5 to clear_refs resets VmHWM). */
export function resetPeak(): void {
  (globalThis as { gc?: () => void }).gc?.();
  writeFileSync('/proc/self/clear_refs', '5');
}

/**
 * A customer with `invoices` paid card invoices (bench/seed-invoices.ts, issued 8 hours apart from
 * `firstIssue`), and the context of their own requests.
 */
export async function benchCustomer(
  deps: AppDeps,
  invoices: number,
  firstIssue?: Date,
): Promise<{ userId: number; context: RequestContext }> {
  const { db } = deps.database;
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${invoices}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`,
      passwordHash: 'x',
      firstname: 'Bench',
      lastname: 'Customer',
      ...BENCH_BILLING,
    })
    .returning({ id: users.id });
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, CUSTOMER_ROLE));
  if (!user || !role) throw new Error('bench user or customer role missing');
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  if (invoices > 0) await seedInvoices(deps, user.id, invoices, firstIssue);
  const principal = {
    userId: user.id,
    accountId: user.id,
    permissions: [],
    impersonatorId: null,
    via: 'bearer' as const,
  };
  return {
    userId: user.id,
    context: {
      principal,
      accountId: user.id,
      editorId: user.id,
      language: 'en',
      meta: { url: null, ip: null, userAgent: null },
    },
  };
}
