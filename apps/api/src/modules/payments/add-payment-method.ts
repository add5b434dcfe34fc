import { randomUUID } from 'node:crypto';
import { type AddPaymentMethod, message, type PaymentMethod } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { paymentMethods, subscriptions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Tx } from '../../platform/db';
import { fieldError } from '../../platform/errors';
import { GatewayDeclinedError, type GatewayPaymentMethod } from '../../platform/payments/gateway';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { billingDataMissing, hasInvoiceData, loadBillingAccount } from './billing-account';
import { markDefault, syncCardFields } from './default-payment-method';
import { ensureGatewayCustomer } from './ensure-gateway-customer';
import { viaGateway } from './gateway-errors';
import { toListedPaymentMethod } from './mandate/sepa-mandate';
import {
  findOwnPaymentMethod,
  listLivePaymentMethods,
  type PaymentMethodRow,
  paymentMethodColumns,
  toPaymentMethod,
} from './payment-method-queries';

/** Attaches the method the browser created; one the gateway refuses is an invalid `paymentId`. */
async function attach(deps: AppDeps, customerId: string, paymentId: string): Promise<GatewayPaymentMethod> {
  try {
    return await viaGateway(() =>
      deps.gateway.attachPaymentMethod({ customerId, paymentMethodId: paymentId }),
    );
  } catch (error) {
    if (error instanceof GatewayDeclinedError) throw fieldError({ paymentId: [message('validation.oneOf')] });
    throw error;
  }
}

/** Spec §4: adding any method ends paying by invoice for good. */
async function endPayByInvoice(tx: Tx, accountId: number, context: RequestContext, now: Date): Promise<void> {
  const ended = await tx
    .update(subscriptions)
    .set({ payByInvoice: false, updatedAt: now })
    .where(and(eq(subscriptions.userId, accountId), eq(subscriptions.payByInvoice, true)))
    .returning({ id: subscriptions.id });
  for (const { id } of ended) {
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: id,
      event: 'updated',
      ...auditBy(context, accountId),
      oldValues: { pay_by_invoice: true },
      newValues: { pay_by_invoice: false },
    });
  }
}

/**
 * `POST /v1/account/billing/payment-methods` (spec §4 "Payment method"): needs invoice data; the
 * first method is forced default; users.card_brand follows the default. Sending the same gateway
 * method twice (a double click) answers with the method already saved.
 */
export async function addPaymentMethod(
  deps: AppDeps,
  context: RequestContext,
  body: AddPaymentMethod,
): Promise<PaymentMethod> {
  const accountId = accountOf(context);
  const { db } = deps.database;
  if (!hasInvoiceData(await loadBillingAccount(db, accountId))) throw billingDataMissing();
  const customerId = await ensureGatewayCustomer(deps, accountId, context);
  const method = await attach(deps, customerId, body.paymentId);

  const now = deps.clock.now();
  const saved = await db.transaction(async (tx) => {
    const account = await loadBillingAccount(tx, accountId, { lock: true });
    const existing = await listLivePaymentMethods(tx, accountId);
    let row: PaymentMethodRow | undefined = existing.find((candidate) => candidate.gatewayId === method.id);
    const previousDefault = existing.find((candidate) => candidate.isDefault) ?? null;
    // The first method (or the first while none is default) is forced default.
    const isDefault = (body.isDefault ?? false) || previousDefault === null || row?.isDefault === true;
    if (!row) {
      [row] = await tx
        .insert(paymentMethods)
        .values({
          id: randomUUID(),
          userId: accountId,
          ...paymentMethodColumns(method),
          isDefault: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('payment method was not stored');
      await recordAudit(tx, {
        entityType: 'payment_method',
        entityId: row.id,
        event: 'payment method added',
        ...auditBy(context, accountId),
        newValues: { ...toPaymentMethod(row), isDefault, mandate_reference: row.mandateReference },
      });
    }
    if (isDefault && !row.isDefault) {
      await markDefault(tx, accountId, row.id, now);
      // Remembered so a purchase this method was saved for can give the default back if refused.
      await tx
        .update(paymentMethods)
        .set({ replacedDefaultId: previousDefault?.id ?? null })
        .where(eq(paymentMethods.id, row.id));
    }
    await endPayByInvoice(tx, accountId, context, now);
    const current = await findOwnPaymentMethod(tx, accountId, row.id);
    if (!current) throw new Error('payment method vanished');
    // Always in line with the default, which also replaces a card_brand of 'invoice'.
    await syncCardFields(tx, account, current.isDefault ? current : previousDefault, context, now);
    return current;
  });
  return toListedPaymentMethod(deps.config, saved);
}
