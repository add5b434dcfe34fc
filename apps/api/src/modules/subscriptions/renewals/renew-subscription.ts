import { finalPrice, isLanguage } from '@portal/contract';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../../app';
import { coupons, products, subscriptions, users } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import { t } from '../../../platform/i18n/index';
import { nextRenewal } from '../../billing-engine/periods';
import type { InvoiceLineInput } from '../../invoices/invoice-lines';
import { type InvoiceRow, issueInvoice } from '../../invoices/issue-invoice';
import type { SubscriptionRow } from '../subscription-queries';

export interface Renewal {
  subscription: SubscriptionRow;
  name: string;
  invoice: InvoiceRow;
}

/**
 * Starts the next period of an active subscription whose period has ended by `now` (the account's
 * time): the invoice for the new period, the coupon's next cycle, usage counted afresh. Collecting
 * the money is the caller's next step. Null when the subscription is no longer due (another worker
 * renewed it, or it changed meanwhile).
 */
export async function renewSubscription(
  deps: AppDeps,
  subscriptionId: string,
  now: Date,
): Promise<Renewal | null> {
  return deps.database.db.transaction(async (tx) => {
    const [due] = await tx
      .select({
        subscription: subscriptions,
        name: products.name,
        percentOff: coupons.percentOff,
        couponCode: coupons.code,
        user: users,
      })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          eq(subscriptions.status, 'active'),
          lte(subscriptions.currentPeriodEnd, now),
        ),
      )
      .for('update', { of: subscriptions });
    if (!due) return null;
    const sub = due.subscription;
    const periodStart = sub.currentPeriodEnd;
    const interval = sub.interval === 'year' ? 'year' : 'month';
    const periodEnd = nextRenewal(sub.createdAt, interval, periodStart);
    const couponRuns = due.percentOff !== null && (sub.couponCyclesLeft === null || sub.couponCyclesLeft > 0);
    const language = [due.user.invoiceLanguage, due.user.language].find(isLanguage) ?? 'en';
    const period = { periodStart, periodEnd };
    const gross = sub.unitAmount * sub.quantity;
    const lines: InvoiceLineInput[] = [
      {
        kind: 'subscription',
        description: t(language, 'subscriptions.line.subscription', {
          name: due.name,
          quantity: sub.quantity,
        }),
        quantity: sub.quantity,
        unitAmount: sub.unitAmount,
        amount: gross,
        ...period,
      },
    ];
    if (couponRuns && due.percentOff) {
      const discount = gross - finalPrice(sub.unitAmount, sub.quantity, due.percentOff);
      lines.push({
        kind: 'discount',
        description: t(language, 'subscriptions.line.discount', {
          coupon: due.couponCode ?? '',
          percent: due.percentOff,
        }),
        quantity: 1,
        unitAmount: -discount,
        amount: -discount,
        ...period,
      });
    }
    const [renewed] = await tx
      .update(subscriptions)
      .set({
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        couponCyclesLeft:
          couponRuns && sub.couponCyclesLeft !== null ? sub.couponCyclesLeft - 1 : sub.couponCyclesLeft,
        currentUsage: 0,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id))
      .returning();
    if (!renewed) return null;
    const invoice = await issueInvoice(tx, deps, {
      userId: sub.userId,
      subscriptionId: sub.id,
      currencyId: sub.currencyId,
      lines,
      paymentMethodType: sub.payByInvoice
        ? 'invoice'
        : due.user.cardBrand === 'sepa_debit'
          ? 'sepa_debit'
          : 'card',
      status: 'open',
      issuedAt: periodStart,
    });
    await recordAudit(tx, {
      entityType: 'subscription',
      entityId: sub.id,
      event: 'updated',
      editor: null,
      accountId: sub.userId,
      oldValues: { current_period_end: sub.currentPeriodEnd },
      newValues: { current_period_end: periodEnd, invoice: invoice.number, renewed: true },
    });
    return { subscription: renewed, name: due.name, invoice };
  });
}
