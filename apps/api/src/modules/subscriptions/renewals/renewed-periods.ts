import { sql } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/index';
import type { Tx } from '../../../platform/db';
import type { RenewalPlan } from './renewal-plan';

/**
 * Starts the planned periods of a renewal batch in one UPDATE, from a VALUES list of the new
 * periods and the terms they are billed at: the coupons' next cycle, usage counted afresh, and for
 * a switch to yearly billing (decision 0085) the yearly plan, its prices and the anchor the
 * renewals count from. The rows must be locked by the caller (FOR UPDATE), so every one is updated.
 */
export async function updateRenewedPeriods(tx: Tx, plans: RenewalPlan[], now: Date): Promise<void> {
  const values = sql.join(
    plans.map(
      ({ row, periodStart, periodEnd, cyclesLeft, terms, switchesToYearly }) =>
        sql`(${row.subscription.id}, ${periodStart.toISOString()}::timestamptz, ${periodEnd.toISOString()}::timestamptz, ${cyclesLeft}::int, ${terms.interval}::varchar, ${terms.planId}::varchar, ${terms.unitAmount}::int, ${terms.extraUserUnitAmount}::int, ${switchesToYearly}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${subscriptions} as s
    set current_period_start = v.period_start, current_period_end = v.period_end,
        coupon_cycles_left = v.cycles_left, current_usage = 0,
        "interval" = v.billed_interval, plan_id = v.plan_id, unit_amount = v.unit_amount,
        extra_user_unit_amount = v.extra_user_unit_amount,
        billing_anchor_at = case when v.switched then v.period_start else s.billing_anchor_at end,
        pending_interval = case when v.switched then null else s.pending_interval end,
        updated_at = ${now.toISOString()}::timestamptz
    from (values ${values})
      as v(id, period_start, period_end, cycles_left, billed_interval, plan_id, unit_amount,
           extra_user_unit_amount, switched)
    where s.id = v.id`);
}
