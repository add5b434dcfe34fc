import { PAUSE_MAX_MONTHS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, plannedForValues } from '../../platform/db';
import { oneMonthBefore } from './finance-months';
import { selectRows, toInt } from './finance-sql';
import { type MonthMoney, moneyRows, monthMoneyOf } from './money-by-month';
import {
  type MrrCell,
  type MrrMovementRow,
  mrrAt,
  pausedAt,
  recurringRaw,
  supersededBetween,
  yearlyLine,
} from './mrr-at';

/**
 * MRR over the chart's months without reading the year's invoice lines on every look (decision
 * 0061, addendum). MRR at a fixed instant of the past only moves when an invoice line, invoice or
 * subscription that bears on it changes, and the triggers of migration 0020 raise that instant's
 * version when one does. So it is kept in the database (`finance_mrr_anchors`):
 * - each closed month's last instant: MRR and subscriptions per currency and product line;
 * - the start of today (UTC) and the same instant a month earlier: each subscription's unrounded
 *   MRR too, and the movement from the one to the other.
 * MRR now is the start of today's, with the subscriptions whose recurring lines started or ended
 * since, or which ended since, worked out again (and the same a month ago, for the movement): a
 * day's renewals, a few index reads. Whatever is missing or out of date is worked out and kept by
 * whoever looks first; the answer is always the one `mrrAt` gives from the lines.
 *
 * The movement's `paused` (decision 0085) depends on `subscription_pauses` too, whose writes raise
 * no version, and neither does the UPDATE of the subscription in the same transaction (the pause's
 * `pause_starts_at`, the billing cycle's move to `paused` and back): the trigger
 * `finance_mrr_subscriptions_changed` looks at line, interval and `ended_at` only. The kept figure
 * stays right all the same, because a write changes whether a subscription is paused only at
 * instants from the write on, and an instant is kept only once it has passed: a pause is planned
 * from the end of the running period (later than its writing, on any account's clock, which only
 * runs ahead), the cycle's moves change no pause row, and ending a pause early or withdrawing it
 * sets `ended_early_at` to the moment of the writing. A paused subscription cancelled ends at
 * once, and its `ended_at` does raise the versions. Between the start of today and now, the
 * subscriptions whose pause started, ended or was ended early are worked out again (`read`).
 * Movements kept before `paused` existed have no such key: read as 0, which they were, no
 * subscription having been paused then.
 */

interface KeptCell {
  currencyId: number;
  line: string;
  mrr: number;
  subscriptions: number;
  /** Subscription rows, zero MRR included: a cell shows when it has any. */
  n: number;
}

interface MovementSums {
  currencyId: number;
  previous: number;
  new: number;
  expansion: number;
  contraction: number;
  churn: number;
  paused: number;
}

/** Checks, 20 ms apart, for the transactions older than an instant's row to finish. */
const HORIZON_WAITS = 150;

/** A day's start is made from one kept at most this many days before it (month lengths differ). */
const DERIVE_DAYS = 4;

const MOVEMENT_KEYS = ['previous', 'new', 'expansion', 'contraction', 'churn', 'paused'] as const;

const iso = (at: Date) => at.toISOString();
const timestamps = (instants: readonly Date[]) => sql`${`{${instants.map(iso).join(',')}}`}::timestamptz[]`;

/** The first instant of the UTC day `at` falls in. */
const dayStart = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * Sums per currency of a movement over per-subscription rows `before` and `after` (k, sub,
 * currency_id, mrr); a subscription that counted before and counts nothing after is `paused` when
 * it is paused at `pausedAtInstant`, else churn.
 */
const movementSums = (rows: SQL, before: SQL, after: SQL, pausedAtInstant: SQL) => sql`
  select currency_id,
    sum(before) as previous,
    sum(case when before = 0 then after else 0 end) as new,
    sum(case when before > 0 and after > before then after - before else 0 end) as expansion,
    sum(case when after > 0 and after < before then before - after else 0 end) as contraction,
    sum(case when before > 0 and after = 0 and not paused then before else 0 end) as churn,
    sum(case when paused then before else 0 end) as paused
  from (
    select coalesce(a.currency_id, b.currency_id) as currency_id,
      coalesce(a.mrr, 0) as before, coalesce(b.mrr, 0) as after,
      case when coalesce(a.mrr, 0) > 0 and coalesce(b.mrr, 0) = 0
        then ${pausedAt(sql`coalesce(a.sub, b.sub)`, pausedAtInstant)} else false end as paused
    from (select * from ${rows} where ${before}) a
    full join (select * from ${rows} where ${after}) b on a.sub = b.sub and a.currency_id = b.currency_id
  ) moved
  group by currency_id`;

/** The JSON of a movement's sums per currency. */
const movementJson = (sums: SQL) => sql`coalesce((select jsonb_agg(jsonb_build_object(
    'currencyId', m.currency_id, 'previous', m.previous, 'new', m.new, 'expansion', m.expansion,
    'contraction', m.contraction, 'churn', m.churn, 'paused', m.paused)) from (${sums}) m), '[]'::jsonb)`;

/**
 * Notes, once an instant's row is there for every transaction to see, the first transaction id not
 * yet given out: a transaction below it may have changed lines without raising the instant's
 * version, so it is kept only once all of them finished. They mostly finish within milliseconds
 * (a CREATE DATABASE elsewhere on the server takes seconds): up to 3 s of waiting — this look works
 * out seconds of figures anyway — then it goes on without keeping them, and the next look does.
 */
async function setHorizon(executor: Executor, instants: readonly Date[]): Promise<void> {
  await executor.execute(
    sql`update finance_mrr_anchors set horizon = pg_snapshot_xmax(pg_current_snapshot())::text::bigint
      where at = any(${timestamps(instants)}) and horizon is null`,
  );
  for (let wait = 0; wait < HORIZON_WAITS; wait += 1) {
    const [row] = await selectRows<{ ready: boolean }>(
      executor,
      sql`select coalesce(max(horizon) <= pg_snapshot_xmin(pg_current_snapshot())::text::bigint, false) as ready
        from finance_mrr_anchors where at = any(${timestamps(instants)})`,
    );
    if (row?.ready) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * CTEs `moved_lines`, `delta` and `touched` for windows `(k, a, t)`: per window, subscription and
 * currency, what its recurring lines that started in `(a, t]` (and run at `t`) add and those that
 * ended in it (and ran at `a`) or were superseded in it take away, unrounded, with their count —
 * superseded lines counting as mrrAt counts them; and the subscriptions with
 * such lines or ended in a window. Bounds are literals, so the plan reads two ranges of the period
 * indexes per window.
 */
function changedSince(windows: [number, Date, Date][]): SQL {
  const moved = windows.flatMap(([k, from, to]) => {
    const a = sql`${iso(from)}::timestamptz`;
    const t = sql`${iso(to)}::timestamptz`;
    return [
      sql`select ${k}::int as k, l.invoice_id, l.amount, 1 as n, l.period_start, l.period_end from invoice_lines l
        where l.kind in ('subscription', 'discount') and l.period_start > ${a} and l.period_start <= ${t}
          and l.period_end > ${t} and not ${supersededBetween('l', null, t)}`,
      sql`select ${k}::int, l.invoice_id, -l.amount, -1, l.period_start, l.period_end from invoice_lines l
        where l.kind in ('subscription', 'discount') and l.period_end > ${a} and l.period_end <= ${t}
          and l.period_start <= ${a} and not ${supersededBetween('l', null, a)}`,
      // Running lines counted at `a` that a later period of their subscription, begun in the
      // window, supersedes (a switch to yearly made now): found from the few lines begun since.
      sql`select k, invoice_id, amount, n, period_start, period_end from (
          select distinct on (l.id) ${k}::int as k, l.invoice_id, -l.amount as amount, -1 as n,
            l.period_start, l.period_end
          from invoice_lines l2
          join invoices i2 on i2.id = l2.invoice_id and i2.status <> 'void'
          join invoices io on io.subscription_id = i2.subscription_id
          join invoice_lines l on l.invoice_id = io.id
          where l2.kind = 'subscription' and l2.period_start > ${a} and l2.period_start <= ${t}
            and l.kind in ('subscription', 'discount') and l.period_start < l2.period_start
            and l.period_start <= ${a} and l.period_end > ${t} and not ${supersededBetween('l', null, a)}
        ) superseded`,
    ];
  });
  const ended = windows.map(
    ([, from, to]) => sql`(ended_at > ${iso(from)}::timestamptz and ended_at <= ${iso(to)}::timestamptz)`,
  );
  return sql`moved_lines as (${sql.join(moved, sql` union all `)}),
    delta as (
      select m.k, i.subscription_id as sub, i.currency_id,
        sum(case when ${yearlyLine('m')} then m.amount::numeric / 12 else m.amount end) as raw, sum(m.n) as lines
      from moved_lines m join invoices i on i.id = m.invoice_id join subscriptions s on s.id = i.subscription_id
      where i.status <> 'void'
      group by m.k, i.subscription_id, i.currency_id
    ),
    touched as (
      select sub from delta
      union
      select id from subscriptions where ${sql.join(ended, sql` or `)}
    )`;
}

/**
 * Keeps the start of a day `at` from an earlier one kept, `from`: its subscriptions' rows, except
 * those touched in between (`changedSince`), which are worked out again — a day's renewals instead
 * of every running line. Kept only while `from` is current, in the same statement.
 */
async function keepDayFrom(executor: Executor, at: Date, from: Date): Promise<void> {
  await executor.execute(
    plannedForValues(sql`with base as (
        select version from finance_mrr_anchors
        where at = ${iso(from)}::timestamptz and built_version = version and not month_end
      ),
      target as (
        select version from finance_mrr_anchors
        where at = ${iso(at)}::timestamptz and horizon <= pg_snapshot_xmin(pg_current_snapshot())::text::bigint
          and exists (select 1 from base)
      ),
      ${changedSince([[0, from, at]])},
      base_rows as (
        select b.subscription_id as sub, b.currency_id, b.line, b.raw, b.lines
        from finance_mrr_anchor_subscriptions b join base on b.version = base.version
        where b.at = ${iso(from)}::timestamptz
      ),
      again as (
        select p.sub, p.currency_id, s.line, sum(p.raw) as raw, sum(p.lines) as lines
        from (
          select r.sub, r.currency_id, r.raw, r.lines from base_rows r join touched t on t.sub = r.sub
          union all
          select sub, currency_id, raw, lines from delta
        ) p
        join subscriptions s on s.id = p.sub
        where s.ended_at is null or s.ended_at > ${iso(at)}::timestamptz
        group by p.sub, p.currency_id, s.line
        having sum(p.lines) > 0
      ),
      per_sub as (
        select * from base_rows r where not exists (select 1 from touched t where t.sub = r.sub)
        union all
        select * from again
      ),
      rows as (
        insert into finance_mrr_anchor_subscriptions (at, version, subscription_id, currency_id, line, raw, lines)
        select ${iso(at)}::timestamptz, target.version, sub, currency_id, line, raw, lines from per_sub, target
        on conflict do nothing
      ),
      cells as (
        select jsonb_agg(jsonb_build_object('currencyId', currency_id, 'line', line, 'mrr', mrr,
          'subscriptions', subscriptions, 'n', n)) as cells
        from (
          select currency_id, line, sum(round(raw)) as mrr, count(*) filter (where round(raw) <> 0) as subscriptions,
            count(*) as n
          from per_sub group by currency_id, line
        ) c
      )
      update finance_mrr_anchors a set built_version = target.version, cells = coalesce(cells.cells, '[]'::jsonb)
      from target, cells
      where a.at = ${iso(at)}::timestamptz`),
  );
}

/** Keeps the start of each day in `days`, from the latest earlier day kept within `DERIVE_DAYS`, else from the lines. */
async function keepDays(executor: Executor, days: readonly Date[]): Promise<void> {
  if (days.length === 0) return;
  const fromLines: Date[] = [];
  for (const at of days) {
    const [row] = await selectRows<{ at: string | null }>(
      executor,
      sql`select max(at)::text as at from finance_mrr_anchors
        where not month_end and built_version = version and at < ${iso(at)}::timestamptz
          and at >= ${iso(new Date(at.getTime() - DERIVE_DAYS * 86_400_000))}::timestamptz`,
    );
    if (!row?.at) {
      fromLines.push(at);
      continue;
    }
    await executor.execute(
      sql`insert into finance_mrr_anchors (at, month_end) values (${iso(at)}::timestamptz, false) on conflict do nothing`,
    );
    await setHorizon(executor, [at]);
    await keepDayFrom(executor, at, new Date(row.at));
  }
  await keep(executor, fromLines, 'day');
}

/**
 * Works MRR out at `instants` from the lines and keeps it, with each subscription's rows where
 * `withSubscriptions`. Kept only when no transaction that started before the instant's row was there
 * to see (and so might have changed a line without raising its version) is still running; and
 * marked current only at the version read together with the lines, so a change committed meanwhile
 * leaves it out of date.
 */
async function keep(executor: Executor, instants: readonly Date[], kind: 'month' | 'day'): Promise<void> {
  if (instants.length === 0) return;
  const withSubscriptions = kind === 'day';
  await executor.execute(
    sql`insert into finance_mrr_anchors (at, month_end)
      select unnest(${timestamps(instants)}), ${sql.raw(withSubscriptions ? 'false' : 'true')}
      on conflict do nothing`,
  );
  await setHorizon(executor, instants);
  const times = instants.map((at) => at.getTime());
  const values = sql.join(
    instants.map((at, k) => sql`(${k}::int, ${iso(at)}::timestamptz)`),
    sql`, `,
  );
  const probes = sql`(values ${values}) as p(k, t)`;
  const first = new Date(Math.min(...times));
  // A month end's money: its month's, from the first instant of the earliest month.
  const money = withSubscriptions
    ? sql`select null::text as month, null::jsonb as money where false`
    : sql`select month, jsonb_agg(jsonb_build_object('currencyId', currency_id, 'invoiced', invoiced,
          'collected', collected, 'refunded', refunded)) as money
        from (${moneyRows(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1)), new Date(Math.max(...times) + 1), null)}) m
        group by month`;
  await executor.execute(
    plannedForValues(sql`with probe(k, t) as (values ${values}),
      anchor as (
        select probe.k, a.at, a.version from probe join finance_mrr_anchors a on a.at = probe.t
        where a.horizon <= pg_snapshot_xmin(pg_current_snapshot())::text::bigint
      ),
      per_sub as (${recurringRaw(probes, new Date(Math.min(...times)), new Date(Math.max(...times)), null)}),
      rows as (
        insert into finance_mrr_anchor_subscriptions (at, version, subscription_id, currency_id, line, raw, lines)
        select anchor.at, anchor.version, per_sub.sub, per_sub.currency_id, per_sub.line, per_sub.raw, per_sub.lines
        from per_sub join anchor on anchor.k = per_sub.k
        where ${sql.raw(withSubscriptions ? 'true' : 'false')}
        on conflict do nothing
      ),
      cells as (
        select k, jsonb_agg(jsonb_build_object('currencyId', currency_id, 'line', line, 'mrr', mrr,
          'subscriptions', subscriptions, 'n', n)) as cells
        from (
          select k, currency_id, line, sum(round(raw)) as mrr, count(*) filter (where round(raw) <> 0) as subscriptions,
            count(*) as n
          from per_sub group by k, currency_id, line
        ) c
        group by k
      ),
      money as (${money})
      update finance_mrr_anchors a set built_version = anchor.version, cells = coalesce(cells.cells, '[]'::jsonb),
        money = ${withSubscriptions ? sql`null` : sql`coalesce(money.money, '[]'::jsonb)`}
      from anchor left join cells on cells.k = anchor.k
        left join money on money.month = to_char(anchor.at at time zone 'UTC', 'YYYY-MM')
      where a.at = anchor.at`),
  );
}

/** Keeps the movement from `before` to `after` over their kept subscriptions, at their versions. */
async function keepMovement(executor: Executor, before: Date, after: Date): Promise<void> {
  const rows = sql`(select s.at, s.subscription_id as sub, s.currency_id, round(s.raw) as mrr
    from finance_mrr_anchor_subscriptions s join finance_mrr_anchors a
      on a.at = s.at and a.version = s.version and a.built_version = a.version
    where s.at in (${iso(before)}::timestamptz, ${iso(after)}::timestamptz)) r`;
  await executor.execute(
    plannedForValues(sql`insert into finance_mrr_movements (before_at, after_at, before_version, after_version, sums)
      select b.at, a.at, b.version, a.version,
        ${movementJson(
          movementSums(
            rows,
            sql`at = ${iso(before)}::timestamptz`,
            sql`at = ${iso(after)}::timestamptz`,
            sql`${iso(after)}::timestamptz`,
          ),
        )}
      from finance_mrr_anchors b, finance_mrr_anchors a
      where b.at = ${iso(before)}::timestamptz and a.at = ${iso(after)}::timestamptz
        and b.built_version = b.version and a.built_version = a.version
      on conflict (before_at, after_at) do update set before_version = excluded.before_version,
        after_version = excluded.after_version, sums = excluded.sums`),
  );
}

/**
 * Rows kept for instants no look needs any more: subscriptions' rows of out-of-date versions, days
 * before `oldestDay`, month ends before `oldestMonth`.
 */
async function prune(executor: Executor, oldestDay: Date, oldestMonth: Date): Promise<void> {
  await executor.execute(sql`delete from finance_mrr_anchors
    where at < ${iso(oldestMonth)}::timestamptz
      or (at < ${iso(oldestDay)}::timestamptz and at = date_trunc('day', at, 'UTC'))`);
  await executor.execute(sql`delete from finance_mrr_anchor_subscriptions s where not exists (
      select 1 from finance_mrr_anchors a where a.at = s.at and a.version = s.version)`);
  await executor.execute(sql`delete from finance_mrr_movements m where not exists (
      select 1 from finance_mrr_anchors a where a.at = m.after_at and a.version = m.after_version)
    or not exists (select 1 from finance_mrr_anchors a where a.at = m.before_at and a.version = m.before_version)`);
}

interface Reading {
  closed: Map<string, KeptCell[]>;
  money: MonthMoney[];
  /** Cells at the start of today and a month earlier, and their movement. */
  day: { before: KeptCell[] | null; after: KeptCell[] | null; movement: MovementSums[] | null };
  /** What the subscriptions that changed since add (sign 1) and take away (sign -1). */
  cellChanges: { k: number; sign: number; cell: KeptCell }[];
  movementChanges: { sign: number; sums: MovementSums }[];
}

const cellOf = (value: Record<string, unknown>): KeptCell => ({
  currencyId: toInt(value.currencyId),
  line: String(value.line),
  mrr: toInt(value.mrr),
  subscriptions: toInt(value.subscriptions),
  n: toInt(value.n),
});

const sumsOf = (value: Record<string, unknown>): MovementSums => ({
  currencyId: toInt(value.currencyId),
  previous: toInt(value.previous),
  new: toInt(value.new),
  expansion: toInt(value.expansion),
  contraction: toInt(value.contraction),
  churn: toInt(value.churn),
  // Absent from movements kept before pauses existed: 0.
  paused: toInt(value.paused),
});

/**
 * One statement, so every part is read at the same instant: the kept figures that are current, and
 * what changed since the start of today (`k` 1, until `now`) and of the same day a month earlier
 * (`k` 0, until `then`); every currency (the caller keeps the one asked for).
 */
async function read(
  executor: Executor,
  closed: readonly Date[],
  window: { before: Date; then: Date; after: Date; now: Date },
): Promise<Reading> {
  const cellRows = (rows: string, sign: number) => sql`
    select 'cell' as kind, jsonb_build_object('k', k, 'sign', ${sign}::int, 'currencyId', currency_id, 'line', line,
      'mrr', sum(mrr), 'subscriptions', count(*) filter (where mrr <> 0), 'n', count(*)) as data
    from ${sql.raw(rows)} group by k, currency_id, line`;
  const movementRows = (rows: string, sign: number, pausedAtInstant: Date) => sql`
    select 'movement', jsonb_build_object('sign', ${sign}::int, 'currencyId', m.currency_id, 'previous', m.previous,
      'new', m.new, 'expansion', m.expansion, 'contraction', m.contraction, 'churn', m.churn, 'paused', m.paused)
    from (${movementSums(sql.raw(rows), sql`k = 0`, sql`k = 1`, sql`${iso(pausedAtInstant)}::timestamptz`)}) m`;
  const result = await selectRows<{ kind: string; data: Record<string, unknown> }>(
    executor,
    plannedForValues(sql`with w(k, a, t) as (
        values (0, ${iso(window.before)}::timestamptz, ${iso(window.then)}::timestamptz),
          (1, ${iso(window.after)}::timestamptz, ${iso(window.now)}::timestamptz)
      ),
      anchor as (
        select w.k, a.version, a.cells from w join finance_mrr_anchors a on a.at = w.a and a.built_version = a.version
      ),
      ${changedSince([
        [0, window.before, window.then],
        [1, window.after, window.now],
      ])},
      -- Paused or not now may differ from at the start of today without any line changing: pauses
      -- that started, ended or were ended early since. One ends at most PAUSE_MAX_MONTHS after it
      -- starts, which bounds the read of the starts index.
      touched_or_paused as (
        select sub from touched
        union
        select subscription_id from subscription_pauses p
        where p.starts_at <= ${iso(window.now)}::timestamptz
          and p.starts_at > ${iso(window.after)}::timestamptz - ${`${PAUSE_MAX_MONTHS} months`}::interval
          and (p.starts_at > ${iso(window.after)}::timestamptz
            or (least(p.ends_at, coalesce(p.ended_early_at, p.ends_at)) > ${iso(window.after)}::timestamptz
              and least(p.ends_at, coalesce(p.ended_early_at, p.ends_at)) <= ${iso(window.now)}::timestamptz))
      ),
      kept as (
        select w.k, b.subscription_id as sub, b.currency_id, b.line, b.raw, b.lines
        from touched_or_paused t cross join w
        join anchor on anchor.k = w.k
        cross join lateral (
          select * from finance_mrr_anchor_subscriptions b
          where b.at = w.a and b.version = anchor.version and b.subscription_id = t.sub
          offset 0 -- one index read per subscription, never a scan of every kept row
        ) b
      ),
      was as (select k, sub, currency_id, line, round(raw) as mrr from kept),
      is_now as (
        select p.k, p.sub, p.currency_id, s.line, round(sum(p.raw)) as mrr
        from (
          select k, sub, currency_id, raw, lines from kept
          union all
          select k, sub, currency_id, raw, lines from delta
        ) p
        join w on w.k = p.k
        join subscriptions s on s.id = p.sub
        where s.ended_at is null or s.ended_at > w.t
        group by p.k, p.sub, p.currency_id, s.line
        having sum(p.lines) > 0
      )
      select 'closed' as kind, jsonb_build_object('at', a.at, 'cells', a.cells, 'money', a.money) as data
      from finance_mrr_anchors a
      where a.at = any(${timestamps(closed)}) and a.built_version = a.version and a.month_end
      union all
      select 'day', jsonb_build_object('k', k, 'cells', cells) from anchor
      union all
      select 'pair', to_jsonb(m.sums)
      from finance_mrr_movements m
      join anchor b on b.k = 0 and m.before_version = b.version
      join anchor a on a.k = 1 and m.after_version = a.version
      where m.before_at = ${iso(window.before)}::timestamptz and m.after_at = ${iso(window.after)}::timestamptz
      union all ${cellRows('is_now', 1)}
      union all ${cellRows('was', -1)}
      union all ${movementRows('is_now', 1, window.now)}
      union all ${movementRows('was', -1, window.after)}`),
  );
  const reading: Reading = {
    closed: new Map(),
    money: [],
    day: { before: null, after: null, movement: null },
    cellChanges: [],
    movementChanges: [],
  };
  for (const { kind, data } of result) {
    if (kind === 'closed') {
      const cells = (data.cells as Record<string, unknown>[]).map(cellOf);
      const at = new Date(String(data.at));
      reading.closed.set(at.toISOString(), cells);
      const month = at.toISOString().slice(0, 7);
      for (const row of (data.money ?? []) as Record<string, unknown>[]) {
        reading.money.push(monthMoneyOf({ ...row, month }));
      }
    } else if (kind === 'day') {
      const cells = (data.cells as Record<string, unknown>[]).map(cellOf);
      if (toInt(data.k) === 0) reading.day.before = cells;
      else reading.day.after = cells;
    } else if (kind === 'pair') {
      reading.day.movement = (data as unknown as Record<string, unknown>[]).map(sumsOf);
    } else if (kind === 'cell') {
      reading.cellChanges.push({ k: toInt(data.k), sign: toInt(data.sign), cell: cellOf(data) });
    } else {
      reading.movementChanges.push({ sign: toInt(data.sign), sums: sumsOf(data) });
    }
  }
  return reading;
}

/** Kept cells plus what changed since, per currency and line; a cell shows while it has rows. */
function cellsAt(k: number, kept: KeptCell[], changes: Reading['cellChanges'], currencyId: number | null) {
  const byKey = new Map<string, KeptCell>();
  const add = (cell: KeptCell, sign: number) => {
    if (currencyId !== null && cell.currencyId !== currencyId) return;
    const key = `${cell.currencyId} ${cell.line}`;
    const sum = byKey.get(key) ?? {
      currencyId: cell.currencyId,
      line: cell.line,
      mrr: 0,
      subscriptions: 0,
      n: 0,
    };
    sum.mrr += sign * cell.mrr;
    sum.subscriptions += sign * cell.subscriptions;
    sum.n += sign * cell.n;
    byKey.set(key, sum);
  };
  for (const cell of kept) add(cell, 1);
  for (const change of changes) if (change.k === k) add(change.cell, change.sign);
  return [...byKey.values()]
    .filter((cell) => cell.n > 0)
    .map(
      ({ currencyId, line, mrr, subscriptions }): MrrCell => ({ k, currencyId, line, mrr, subscriptions }),
    );
}

function movementOf(kept: MovementSums[], changes: Reading['movementChanges'], currencyId: number | null) {
  const byCurrency = new Map<number, MrrMovementRow>();
  const add = (sums: MovementSums, sign: number) => {
    if (currencyId !== null && sums.currencyId !== currencyId) return;
    const row = byCurrency.get(sums.currencyId) ?? {
      currencyId: sums.currencyId,
      previous: 0,
      new: 0,
      expansion: 0,
      contraction: 0,
      churn: 0,
      paused: 0,
    };
    for (const key of MOVEMENT_KEYS) row[key] += sign * sums[key];
    byCurrency.set(sums.currencyId, row);
  };
  for (const sums of kept) add(sums, 1);
  for (const change of changes) add(change.sums, change.sign);
  return [...byCurrency.values()];
}

/**
 * The same answer as `mrrAt(executor, [...closed, now, oneMonthBefore(now)], …)`: cells for every
 * instant (`closed` are 0…n-1, `now` is n, a month before it n+1) and the movement between the last
 * two, from the kept figures where they are current; and the closed months' money, as
 * `moneyByMonth` gives it (null when worked out from the lines: the caller asks `moneyByMonth`).
 */
export async function keptMrr(
  executor: Executor,
  closed: readonly Date[],
  now: Date,
  currencyId: number | null,
): Promise<{ cells: MrrCell[]; movements: MrrMovementRow[]; money: MonthMoney[] | null }> {
  const then = oneMonthBefore(now);
  const window = { before: oneMonthBefore(dayStart(now)), then, after: dayStart(now), now };
  const current = closed.length;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const reading = await read(executor, closed, window);
    const missingClosed = closed.filter((at) => !reading.closed.has(at.toISOString()));
    const missingDays = [
      ...(reading.day.before ? [] : [window.before]),
      ...(reading.day.after ? [] : [window.after]),
    ];
    const { before, after, movement } = reading.day;
    if (missingClosed.length === 0 && before && after && movement) {
      return {
        money: reading.money.filter((row) => currencyId === null || row.currencyId === currencyId),
        cells: [
          ...closed.flatMap((at, k) =>
            cellsAt(k, reading.closed.get(at.toISOString()) ?? [], [], currencyId),
          ),
          ...cellsAt(1, after, reading.cellChanges, currencyId).map((cell) => ({ ...cell, k: current })),
          ...cellsAt(0, before, reading.cellChanges, currencyId).map((cell) => ({ ...cell, k: current + 1 })),
        ],
        movements: movementOf(movement, reading.movementChanges, currencyId),
      };
    }
    if (attempt > 0) break;
    await prune(
      executor,
      new Date(window.before.getTime() - DERIVE_DAYS * 86_400_000),
      new Date(closed[0] ?? then),
    );
    await keep(executor, missingClosed, 'month');
    await keepDays(executor, missingDays);
    await keepMovement(executor, window.before, window.after);
  }
  // Kept figures that went out of date while they were being worked out: from the lines.
  const fromLines = await mrrAt(
    executor,
    [...closed, now, then],
    { previous: current + 1, current },
    currencyId,
  );
  return { ...fromLines, money: null };
}
