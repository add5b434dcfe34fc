import { finalPrice, isLanguage } from '@portal/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { coupons, paymentMethods, products, subscriptions, users } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { recordAudits } from '../../../platform/audit';
import { t } from '../../../platform/i18n/index';
import { nextRenewal } from '../../billing-engine/index';
import { mailInvoicesIssued } from '../../billing-mails/index';
import type { InvoiceLineInput } from '../../invoices/index';
import { type InvoiceRow, issueInvoices } from '../../invoices/index';
import { chargeLeaseMs, moneyTransaction, reserveCharges } from '../../money/index';
import type { PaymentMethodRow } from '../../payments/index';
import type { SubscriptionRow } from '../subscription-queries';
import { collectionChargeId } from './collect-renewals';

export interface Renewal {
  subscription: SubscriptionRow;
  name: string;
  invoice: InvoiceRow;
  /** What collecting needs, read with the subscription: the default method and gateway customer. */
  method: PaymentMethodRow | null;
  customerId: string | null;
  /** The renewal's first charge was reserved with its invoice (none for bank transfer). */
  chargeReserved: boolean;
}

type DueRow = {
  subscription: SubscriptionRow;
  name: string;
  percentOff: number | null;
  couponCode: string | null;
  user: typeof users.$inferSelect;
  method: PaymentMethodRow | null;
};

function renewalLines(
  row: DueRow,
  periodStart: Date,
  periodEnd: Date,
  couponRuns: boolean,
): InvoiceLineInput[] {
  const sub = row.subscription;
  const language = [row.user.invoiceLanguage, row.user.language].find(isLanguage) ?? 'en';
  const period = { periodStart, periodEnd };
  const gross = sub.unitAmount * sub.quantity;
  const lines: InvoiceLineInput[] = [
    {
      kind: 'subscription',
      description: t(language, 'subscriptions.line.subscription', { name: row.name, quantity: sub.quantity }),
      quantity: sub.quantity,
      unitAmount: sub.unitAmount,
      amount: gross,
      ...period,
    },
  ];
  // Extra users (decision 0057): their own line at the subscription's price, never discounted.
  if (sub.extraUsers > 0 && sub.extraUserUnitAmount !== null) {
    lines.push({
      kind: 'subscription',
      description: t(language, 'subscriptions.line.extraUsers', { name: row.name, quantity: sub.extraUsers }),
      quantity: sub.extraUsers,
      unitAmount: sub.extraUserUnitAmount,
      amount: sub.extraUsers * sub.extraUserUnitAmount,
      ...period,
    });
  }
  if (couponRuns && row.percentOff) {
    const discount = gross - finalPrice(sub.unitAmount, sub.quantity, row.percentOff);
    lines.push({
      kind: 'discount',
      description: t(language, 'subscriptions.line.discount', {
        coupon: row.couponCode ?? '',
        percent: row.percentOff,
      }),
      quantity: 1,
      unitAmount: -discount,
      amount: -discount,
      ...period,
    });
  }
  return lines;
}

/**
 * Starts the next period of every given subscription that is active and due by its account's time
 * (`nowOf`), in one transaction with a fixed number of statements: the new periods, the coupons'
 * next cycles, usage counted afresh, the invoices and the audit rows. Rows another worker holds are
 * skipped (it renews them). Collecting the money is the caller's next step.
 */
export async function renewSubscriptions(
  deps: AppDeps,
  candidates: string[],
  nowOf: (accountId: number) => Date,
): Promise<Renewal[]> {
  if (candidates.length === 0) return [];
  // The accounts' money locks come before the rows' (money-lock.ts): they are read first, unlocked.
  const accounts = await deps.database.db
    .selectDistinct({ id: subscriptions.userId })
    .from(subscriptions)
    .where(inArray(subscriptions.id, candidates));
  return moneyTransaction(
    deps,
    accounts.map((account) => account.id),
    async (tx) => {
      const rows: DueRow[] = await tx
        .select({
          subscription: subscriptions,
          name: products.name,
          percentOff: coupons.percentOff,
          couponCode: coupons.code,
          user: users,
          method: paymentMethods,
        })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(coupons, eq(coupons.id, subscriptions.couponId))
        .leftJoin(
          paymentMethods,
          and(
            eq(paymentMethods.userId, subscriptions.userId),
            eq(paymentMethods.isDefault, true),
            isNull(paymentMethods.deletedAt),
          ),
        )
        .where(
          and(
            inArray(subscriptions.id, candidates),
            eq(subscriptions.status, 'active'),
            // Being replaced by an upgrade that waits for 3-D Secure: it renews if the upgrade fails.
            isNull(subscriptions.replacedById),
          ),
        )
        .for('update', { of: subscriptions, skipLocked: true });
      const due = rows.filter((row) => row.subscription.currentPeriodEnd <= nowOf(row.subscription.userId));
      if (due.length === 0) return [];

      const plans = due.map((row) => {
        const sub = row.subscription;
        const periodStart = sub.currentPeriodEnd;
        const periodEnd = nextRenewal(sub.createdAt, sub.interval === 'year' ? 'year' : 'month', periodStart);
        const couponRuns =
          row.percentOff !== null && (sub.couponCyclesLeft === null || sub.couponCyclesLeft > 0);
        const cyclesLeft =
          couponRuns && sub.couponCyclesLeft !== null ? sub.couponCyclesLeft - 1 : sub.couponCyclesLeft;
        return { row, periodStart, periodEnd, couponRuns, cyclesLeft };
      });
      // One UPDATE for the whole batch, from a VALUES list of the new periods.
      const values = sql.join(
        plans.map(
          (plan) =>
            sql`(${plan.row.subscription.id}, ${plan.periodStart.toISOString()}::timestamptz, ${plan.periodEnd.toISOString()}::timestamptz, ${plan.cyclesLeft}::int)`,
        ),
        sql`, `,
      );
      // The rows are locked (FOR UPDATE above), so every one of them is updated.
      await tx.execute(sql`
      update ${subscriptions} as s
      set current_period_start = v.period_start, current_period_end = v.period_end,
          coupon_cycles_left = v.cycles_left, current_usage = 0,
          updated_at = ${deps.clock.now().toISOString()}::timestamptz
      from (values ${values}) as v(id, period_start, period_end, cycles_left)
      where s.id = v.id`);
      await recordAudits(
        tx,
        plans.map((plan) => ({
          entityType: 'subscription',
          entityId: plan.row.subscription.id,
          event: 'updated',
          editor: null,
          accountId: plan.row.subscription.userId,
          oldValues: { current_period_end: plan.row.subscription.currentPeriodEnd },
          newValues: { current_period_end: plan.periodEnd, renewed: true },
        })),
      );
      const invoices = await issueInvoices(
        tx,
        deps,
        plans.map((plan) => {
          const sub = plan.row.subscription;
          return {
            userId: sub.userId,
            subscriptionId: sub.id,
            currencyId: sub.currencyId,
            lines: renewalLines(plan.row, plan.periodStart, plan.periodEnd, plan.couponRuns),
            paymentMethodType: sub.payByInvoice
              ? 'invoice'
              : plan.row.method?.type === 'sepa_debit'
                ? 'sepa_debit'
                : 'card',
            status: 'open',
            issuedAt: plan.periodStart,
          };
        }),
      );
      await mailInvoicesIssued(
        tx,
        deps,
        invoices.map((invoice) => ({ accountId: invoice.userId, invoiceId: invoice.id })),
      );
      // Reserved with the invoice: a crash before the charge is recorded leaves a charge the sweep
      // settles, never an open invoice nothing collects.
      await reserveCharges(
        tx,
        plans.flatMap((plan, index) => {
          const sub = plan.row.subscription;
          const invoice = invoices[index] as InvoiceRow;
          if (sub.payByInvoice) return [];
          return [
            {
              id: collectionChargeId(invoice.id, 0),
              purpose: 'renewal' as const,
              userId: sub.userId,
              subscriptionId: sub.id,
              invoiceId: invoice.id,
              paymentMethodId: plan.row.method?.id ?? null,
              amount: invoice.gross,
              currencyId: invoice.currencyId,
              plan: { attempt: 0 },
            },
          ];
        }),
        deps.clock.now(),
        chargeLeaseMs(deps.config),
      );
      return plans.map((plan, index) => ({
        subscription: {
          ...plan.row.subscription,
          currentPeriodStart: plan.periodStart,
          currentPeriodEnd: plan.periodEnd,
          couponCyclesLeft: plan.cyclesLeft,
          currentUsage: 0,
        },
        name: plan.row.name,
        invoice: invoices[index] as InvoiceRow,
        method: plan.row.method,
        customerId: plan.row.user.providerCustomerId,
        chargeReserved: !plan.row.subscription.payByInvoice,
      }));
    },
  );
}
