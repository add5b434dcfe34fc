import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { type RequestContext, systemContext } from '../../platform/request-context';
import { loadBillingAccount } from './billing-account';
import { viaGateway } from './gateway-errors';

/**
 * The account's customer id at the gateway, created on first use and kept in
 * users.provider_customer_id. Called outside any transaction (the gateway may use the database).
 * Two racing first calls may each create a customer; the first stored wins, the other stays unused.
 */
export async function ensureGatewayCustomer(
  deps: AppDeps,
  accountId: number,
  context?: RequestContext,
): Promise<string> {
  const { db } = deps.database;
  const account = await loadBillingAccount(db, accountId);
  if (account.providerCustomerId) return account.providerCustomerId;

  const name =
    account.company?.trim() ||
    [account.billingFirstname, account.billingLastname].filter(Boolean).join(' ').trim() ||
    account.email;
  const customer = await viaGateway(() =>
    deps.gateway.createCustomer({ email: account.invoiceEmail ?? account.email, name, accountId }),
  );
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .update(users)
      .set({ providerCustomerId: customer.id, updatedAt: deps.clock.now() })
      .where(and(eq(users.id, accountId), isNull(users.providerCustomerId)))
      .returning({ id: users.providerCustomerId });
    if (!stored) return (await loadBillingAccount(tx, accountId)).providerCustomerId ?? customer.id;
    await recordAudit(tx, {
      entityType: 'user',
      entityId: accountId,
      event: 'updated',
      ...auditBy(context ?? systemContext(), accountId),
      oldValues: { stripe_id: null },
      newValues: { stripe_id: customer.id },
    });
    return customer.id;
  });
}
