import { finalPrice, isLanguage, type SubscriptionChangeResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { subscriptions } from '../../db/schema/index';
import { editorOf, recordAudit } from '../../platform/audit';
import { t } from '../../platform/i18n/index';
import type { GatewayPaymentIntent } from '../../platform/payments/gateway';
import type { Principal } from '../../platform/principal';
import { prorate } from '../billing-engine/proration';
import type { InvoiceLineInput } from '../invoices/invoice-lines';
import { issueInvoice } from '../invoices/issue-invoice';
import { loadBillingAccount } from '../payments/billing-account';
import { ensureGatewayCustomer } from '../payments/ensure-gateway-customer';
import { findDefaultPaymentMethod } from '../payments/payment-method-queries';
import { charge } from './charge';
import { invoiceGross } from './invoice-total';
import { recordPayment } from './record-payment';
import {
  corporateNoChange,
  onlyHigherThan,
  paymentDeclined,
  paymentMethodMissing,
  subscriptionIncomplete,
  subscriptionNotFound,
} from './subscription-errors';
import { findLiveSubscription } from './subscription-queries';
import { isCorporate, runningCouponPercent, toSubscriptionView } from './subscription-view';

/**
 * `PUT /v1/subscription/quantity` (spec §4, §5): more licenses only. The difference for the rest of
 * the running period is charged at once on its own invoice; a declined payment changes nothing. A
 * card that asks for 3-D Secure leaves the invoice open (payable under Invoices) and the
 * subscription incomplete until it is paid.
 */
export async function changeQuantity(
  deps: AppDeps,
  principal: Principal,
  input: { subscriptionId: string; quantity: number },
  request: FastifyRequest,
): Promise<SubscriptionChangeResponse> {
  const { accountId } = principal;
  const db = deps.database.db;
  const record = await findLiveSubscription(db, accountId, input.subscriptionId);
  if (!record) throw subscriptionNotFound();
  const sub = record.subscription;
  if (isCorporate(record)) throw corporateNoChange();
  if (sub.status === 'incomplete' || sub.status === 'past_due') throw subscriptionIncomplete();
  if (input.quantity <= sub.quantity) throw onlyHigherThan(sub.quantity);
  const method = sub.payByInvoice ? null : await findDefaultPaymentMethod(db, accountId);
  if (!sub.payByInvoice && !method) throw paymentMethodMissing();

  const account = await loadBillingAccount(db, accountId);
  const now = deps.clock.now();
  const added = input.quantity - sub.quantity;
  const language = isLanguage(account.invoiceLanguage) ? account.invoiceLanguage : request.language;
  const amount = prorate(
    finalPrice(sub.unitAmount, added, runningCouponPercent(record)),
    sub.currentPeriodStart,
    sub.currentPeriodEnd,
    now,
  );
  const lines: InvoiceLineInput[] = [
    {
      kind: 'proration',
      description: t(language, 'subscriptions.line.additional', {
        name: record.productName,
        quantity: added,
      }),
      quantity: added,
      unitAmount: Math.round(amount / added),
      amount,
      periodStart: now,
      periodEnd: sub.currentPeriodEnd,
    },
  ];
  const gross = invoiceGross(deps.config, account, lines);

  let intent: GatewayPaymentIntent | null = null;
  if (method && gross > 0) {
    intent = await charge(deps, {
      customerId: await ensureGatewayCustomer(deps, accountId),
      method,
      amount: gross,
      currencyId: sub.currencyId,
      offSession: false,
      idempotencyKey: `quantity-${sub.id}-${sub.quantity}-${input.quantity}`,
      description: record.productName,
    });
    if (intent.status === 'failed') throw paymentDeclined(intent.failureCode);
  }

  const pendingAction = intent?.status === 'requires_action';
  await db.transaction(async (tx) => {
    // Guarded by the quantity read above: a concurrent change of the same subscription loses here.
    const [changed] = await tx
      .update(subscriptions)
      .set({ quantity: input.quantity, status: pendingAction ? 'past_due' : sub.status, updatedAt: now })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.quantity, sub.quantity)))
      .returning({ id: subscriptions.id });
    if (!changed) throw onlyHigherThan(input.quantity);
    const invoice = await issueInvoice(tx, deps, {
      userId: accountId,
      subscriptionId: sub.id,
      currencyId: sub.currencyId,
      lines,
      paymentMethodType: method ? (method.type === 'sepa_debit' ? 'sepa_debit' : 'card') : 'invoice',
      status: gross === 0 || intent?.status === 'succeeded' ? 'paid' : 'open',
      issuedAt: now,
      editor: editorOf(principal),
      request,
    });
    if (intent) {
      await recordPayment(tx, {
        accountId,
        invoiceId: invoice.id,
        paymentMethodId: method?.id ?? null,
        intent,
        currencyId: sub.currencyId,
        offSession: false,
        at: now,
      });
    }
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      editor: editorOf(principal),
      accountId,
      oldValues: { quantity: sub.quantity },
      newValues: { quantity: input.quantity, invoice: invoice.number },
      request,
    });
  });

  const updated = await findLiveSubscription(db, accountId, sub.id);
  if (!updated) throw subscriptionNotFound();
  const key = pendingAction ? 'subscriptions.licenseUpdatedPaymentPending' : 'subscriptions.licenseUpdated';
  return {
    message: t(request.language, key, { name: record.productName }),
    data: toSubscriptionView(updated),
  };
}
