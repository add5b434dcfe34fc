import { and, eq, inArray, isNull } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { recordAudits } from '../../../platform/audit';
import { mailInvoicesIssued } from '../../billing-mails/index';
import { type InvoiceRow, issueInvoices } from '../../invoices/index';
import { chargeLeaseMs, moneyTransaction, reserveCharges } from '../../money/index';
import type { PaymentMethodRow } from '../../payments/index';
import { gateRenewalDebits, linkNoticesToInvoices } from '../../sepa-notices/index';
import { pauseSkipsRenewal } from '../pause/pause-dates';
import type { SubscriptionRow } from '../subscription-queries';
import { collectionChargeId } from './collect-renewals';
import { renewalDebitOf } from './renewal-debit';
import {
  type DueRow,
  debitsBySepa,
  planRenewal,
  renewalGrosses,
  renewalLines,
  selectDueRows,
} from './renewal-plan';
import { updateRenewedPeriods } from './renewed-periods';

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
      const rows: DueRow[] = await selectDueRows(
        tx,
        and(
          inArray(subscriptions.id, candidates),
          eq(subscriptions.status, 'active'),
          // Being replaced by an upgrade that waits for 3-D Secure: it renews if the upgrade fails.
          isNull(subscriptions.replacedById),
        ),
      ).for('update', { of: subscriptions, skipLocked: true });
      // A planned pause that starts by the period's end skips this renewal (decision 0085); the
      // cycle's pause step moves such a subscription to paused before it renews, this guards a race.
      const due = rows.filter(
        (row) =>
          row.subscription.currentPeriodEnd <= nowOf(row.subscription.userId) &&
          !pauseSkipsRenewal(row.subscription),
      );
      if (due.length === 0) return [];

      // A SEPA renewal is collected only once its debit was announced in time (decision 0082); the
      // others wait, unrenewed and usable, and the gate announces what was not announced yet.
      const planned = due.map(planRenewal);
      const sepa = planned.filter((plan) => debitsBySepa(plan.row));
      const grosses = await renewalGrosses(tx, deps.config, sepa);
      const notices = await gateRenewalDebits(
        tx,
        deps,
        sepa.map((plan, index) => renewalDebitOf(plan, grosses[index] as number, nowOf)),
      );
      const plans = planned.filter(
        (plan) => !debitsBySepa(plan.row) || notices.has(plan.row.subscription.id),
      );
      if (plans.length === 0) return [];
      await updateRenewedPeriods(tx, plans, deps.clock.now());
      await recordAudits(
        tx,
        plans.map((plan) => ({
          entityType: 'subscription',
          entityId: plan.row.subscription.id,
          event: 'updated',
          editor: null,
          accountId: plan.row.subscription.userId,
          oldValues: {
            current_period_end: plan.row.subscription.currentPeriodEnd,
            ...(plan.switchesToYearly
              ? { interval: 'month', unit_amount: plan.row.subscription.unitAmount }
              : {}),
          },
          newValues: {
            current_period_end: plan.periodEnd,
            renewed: true,
            ...(plan.switchesToYearly ? { interval: 'year', unit_amount: plan.terms.unitAmount } : {}),
          },
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
            lines: renewalLines(plan),
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
      await linkNoticesToInvoices(
        tx,
        plans.flatMap((plan, index) => {
          const noticeId = notices.get(plan.row.subscription.id);
          return noticeId === undefined ? [] : [{ noticeId, invoiceId: (invoices[index] as InvoiceRow).id }];
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
          interval: plan.terms.interval,
          planId: plan.terms.planId,
          unitAmount: plan.terms.unitAmount,
          extraUserUnitAmount: plan.terms.extraUserUnitAmount,
          ...(plan.switchesToYearly ? { billingAnchorAt: plan.periodStart, pendingInterval: null } : {}),
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
