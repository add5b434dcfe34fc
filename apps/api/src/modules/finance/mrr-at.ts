import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { selectRows, toInt } from './finance-sql';

/**
 * Whether recurring line `alias` bills a year (a twelfth of it is MRR): by its own period, not by
 * the subscription's interval today, since a subscription switched to yearly billing keeps its
 * monthly lines (decision 0085). Recurring lines cover whole periods: a month (28–31 days) or a year.
 */
export const yearlyLine = (alias: 'l' | 'm' | 'r') =>
  sql.raw(`(${alias}.period_end - ${alias}.period_start > interval '62 days')`);

/**
 * Whether recurring line `line` (an alias) is superseded: a later-starting recurring line of the
 * same subscription began by `upTo` (and after `after`, when given). A switch to yearly billing made
 * now starts the year while the month already paid still runs (decision 0085): from then on only
 * the year counts. Consecutive periods never supersede each other (the next starts as one ends).
 */
export const supersededBetween = (line: 'l', after: SQL | null, upTo: SQL) => sql`exists (
  select 1 from invoices io
  join invoices i2 on i2.subscription_id = io.subscription_id and i2.status <> 'void'
  join invoice_lines l2 on l2.invoice_id = i2.id and l2.kind = 'subscription'
  where io.id = ${sql.raw(line)}.invoice_id and l2.period_start > ${sql.raw(line)}.period_start
    ${after === null ? sql`` : sql`and l2.period_start > ${after}`} and l2.period_start <= ${upTo})`;

/**
 * MRR at an instant (docs/decisions/0061), from the billing engine's own record — the invoices:
 * per subscription, the net of its recurring lines (licences, extra users, their discount) whose
 * service period holds the instant — of those, the latest-starting period's (see supersededBetween)
 * — on invoices not void, per month (a yearly line / 12), rounded once per subscription. A
 * subscription that ended before the instant counts nothing. Per instant `k` of `probes`
 * (`p(k, t)`) and subscription: the unrounded monthly net `raw` of its `lines`.
 */
export const recurringRaw = (probes: SQL, from: Date, to: Date, currencyId: number | null) => sql`
  select k, currency_id, line, sub,
    sum(case when ${yearlyLine('r')} then r.amount::numeric / 12 else r.amount end) as raw, count(*) as lines
  from (
    select p.k, i.currency_id, s.line, s.id as sub, l.amount, l.period_start, l.period_end,
      max(l.period_start) over (partition by p.k, s.id) as latest_start
    from invoice_lines l
    join ${probes} on l.period_start <= p.t and l.period_end > p.t
    join invoices i on i.id = l.invoice_id
    join subscriptions s on s.id = i.subscription_id
    where l.kind in ('subscription', 'discount')
      and l.period_end > ${from.toISOString()}::timestamptz
      and l.period_start <= ${to.toISOString()}::timestamptz
      and i.status <> 'void'
      and (s.ended_at is null or s.ended_at > p.t)
      ${currencyId === null ? sql`` : sql`and i.currency_id = ${currencyId}`}
  ) r
  where r.period_start = r.latest_start
  group by k, currency_id, line, sub`;

/**
 * Whether subscription `sub` is paused at instant `t` (decision 0085): a pause of it holds `t` and
 * was not ended early by then, and the subscription has not ended (one that left is churn).
 */
export const pausedAt = (sub: SQL, t: SQL) => sql`exists (
  select 1 from subscription_pauses p join subscriptions ps on ps.id = p.subscription_id
  where p.subscription_id = ${sub} and p.starts_at <= ${t} and p.ends_at > ${t}
    and (p.ended_early_at is null or p.ended_early_at > ${t})
    and (ps.ended_at is null or ps.ended_at > ${t}))`;

/** Per instant and subscription: its MRR, rounded once (`raw` summed, unrounded, with `lines`). */
const recurringPerSubscription = (probes: SQL, from: Date, to: Date, currencyId: number | null) => sql`
  select k, currency_id, line, sub, round(raw) as mrr
  from (${recurringRaw(probes, from, to, currencyId)}) raw`;

export interface MrrCell {
  /** Index of the instant asked for. */
  k: number;
  currencyId: number;
  line: string;
  mrr: number;
  subscriptions: number;
}

export interface MrrMovementRow {
  currencyId: number;
  previous: number;
  new: number;
  expansion: number;
  contraction: number;
  churn: number;
  paused: number;
}

/**
 * MRR per instant, currency and product line for `instants`, and the movement per currency from
 * `instants[previous]` to `instants[current]` (subscription by subscription: new, expansion,
 * contraction, churn, paused) — one statement, one pass over the lines.
 */
export async function mrrAt(
  executor: Executor,
  instants: readonly Date[],
  movement: { previous: number; current: number },
  currencyId: number | null,
): Promise<{ cells: MrrCell[]; movements: MrrMovementRow[] }> {
  const times = instants.map((at) => at.getTime());
  const from = new Date(Math.min(...times));
  const to = new Date(Math.max(...times));
  const values = sql.join(
    instants.map((at, k) => sql`(${k}::int, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const probes = sql`(values ${values}) as p(k, t)`;
  const currentAt = instants[movement.current];
  if (!currentAt) throw new Error(`no instant ${movement.current}`);
  const rows = await selectRows<Record<string, unknown>>(
    executor,
    sql`with per_sub as (${recurringPerSubscription(probes, from, to, currencyId)}),
      pair as (
        select coalesce(a.currency_id, b.currency_id) as currency_id, coalesce(a.sub, b.sub) as sub,
          coalesce(a.mrr, 0) as before, coalesce(b.mrr, 0) as after
        from (select * from per_sub where k = ${movement.previous}) a
        full join (select * from per_sub where k = ${movement.current}) b
          on a.sub = b.sub and a.currency_id = b.currency_id
      ),
      moved as (
        select currency_id, before, after,
          case when before > 0 and after = 0 then ${pausedAt(sql`pair.sub`, sql`${currentAt.toISOString()}::timestamptz`)}
            else false end as paused
        from pair
      )
      select 'cell' as kind, k, currency_id, line, sum(mrr)::text as mrr,
        count(*) filter (where mrr <> 0) as subscriptions,
        null as previous, null as new, null as expansion, null as contraction, null as churn, null as paused
      from per_sub group by k, currency_id, line
      union all
      select 'movement', null, currency_id, null, null, null,
        sum(before)::text,
        sum(case when before = 0 then after else 0 end)::text,
        sum(case when before > 0 and after > before then after - before else 0 end)::text,
        sum(case when after > 0 and after < before then before - after else 0 end)::text,
        sum(case when before > 0 and after = 0 and not paused then before else 0 end)::text,
        sum(case when paused then before else 0 end)::text
      from moved group by currency_id`,
  );
  const cells: MrrCell[] = [];
  const movements: MrrMovementRow[] = [];
  for (const row of rows) {
    if (row.kind === 'cell') {
      cells.push({
        k: toInt(row.k),
        currencyId: toInt(row.currency_id),
        line: String(row.line),
        mrr: toInt(row.mrr),
        subscriptions: toInt(row.subscriptions),
      });
    } else {
      movements.push({
        currencyId: toInt(row.currency_id),
        previous: toInt(row.previous),
        new: toInt(row.new),
        expansion: toInt(row.expansion),
        contraction: toInt(row.contraction),
        churn: toInt(row.churn),
        paused: toInt(row.paused),
      });
    }
  }
  return { cells, movements };
}
