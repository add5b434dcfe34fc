import { eq } from 'drizzle-orm';
import { users, vatVerifications } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { RequestContext } from '../../platform/request-context';
import { checkVatId } from './check-vat-id';
import { FIRST_INVOICE_TIMEOUT_MS } from './vat-id-schedule';

/**
 * Before the first invoice of a VAT id the registry has not answered for yet (decision 0080): one
 * check now, with a short timeout, so a customer who buys right after entering the id gets reverse
 * charge when the id is valid. Called before the purchase is priced, outside its transaction, by
 * the quote and the purchase alike, so both see the same answer. Whatever happens, the purchase goes
 * on: without an answer the invoice charges VAT and says why.
 */
export async function checkVatIdBeforeFirstInvoice(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock' | 'vatRegistry' | 'log'>,
  accountId: number,
  context?: RequestContext,
): Promise<void> {
  const { db } = deps.database;
  const [row] = await db
    .select({ vatId: users.vatId, checkedId: vatVerifications.vatId, status: vatVerifications.status })
    .from(users)
    .leftJoin(vatVerifications, eq(vatVerifications.userId, users.id))
    .where(eq(users.id, accountId));
  if (!row?.vatId) return;
  if (row.checkedId === row.vatId && row.status !== 'pending') return;
  try {
    await checkVatId(deps, accountId, 'first_invoice', {
      timeoutMs: Math.min(FIRST_INVOICE_TIMEOUT_MS, deps.config.VIES_TIMEOUT_MS),
      ...(context ? { context } : {}),
    });
  } catch (error) {
    deps.log.warn({ err: error, accountId }, 'the first-invoice VAT id check failed; VAT is charged');
  }
}
