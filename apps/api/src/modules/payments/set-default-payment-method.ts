import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { loadBillingAccount } from './billing-account';
import { markDefault, syncCardFields } from './default-payment-method';
import { findDefaultPaymentMethod, findOwnPaymentMethod } from './payment-method-queries';

/** `POST /v1/account/billing/payment-methods/default`: the others become non-default. */
export async function setDefaultPaymentMethod(
  deps: AppDeps,
  context: RequestContext,
  id: string,
): Promise<void> {
  const accountId = accountOf(context);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const account = await loadBillingAccount(tx, accountId, { lock: true });
    const method = await findOwnPaymentMethod(tx, accountId, id);
    if (!method) throw notFound();
    const previous = await findDefaultPaymentMethod(tx, accountId);
    if (previous?.id !== id) {
      await markDefault(tx, accountId, id, now);
      await recordAudit(tx, {
        entityType: 'payment_method',
        entityId: id,
        event: 'updated',
        ...auditBy(context, accountId),
        oldValues: { isDefault: false, previous_default: previous?.id ?? null },
        newValues: { isDefault: true },
      });
    }
    await syncCardFields(tx, account, { ...method, isDefault: true }, context, now);
  });
}
