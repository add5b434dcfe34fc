// What the crash drill reads from the database: how far the billing cycle got, and whether the books
// agree with the sandbox gateway's charges. Every figure must be 0 once the service has recovered.
import { createHash } from 'node:crypto';

/** The drill's subscriptions (bench/crash-drill-seed.ts names them so). */
const DRILL = `subscription_id like 'sub\\_drill\\_%'`;

/**
 * Renewal invoices of the drill's subscriptions, and gateway intents created since `since` that no
 * payments row names yet (charges taken and not recorded).
 */
export async function readProgress(client, since = new Date(0)) {
  const { rows } = await client.query(
    `select (select count(*) from invoices where ${DRILL})::int as invoices,
            (select count(*) from sandbox_objects o where o.kind = 'payment_intent' and o.created_at >= $1
               and not exists (select 1 from payments p where p.gateway_intent_id = o.id))::int as unrecorded`,
    [since],
  );
  return rows[0];
}

/**
 * Periods billed by subscription: the periods of the subscription lines of its invoices that are not
 * void, once per invoice (a renewal bills the licences and the extra users on two lines of one
 * period), in order.
 * doubled = a period starting where or before the previous one ends (same start included);
 * gaps = a period starting after the previous one ended.
 */
const PERIODS = `
  with periods as (
    select distinct i.subscription_id as sub, i.id as invoice, l.period_start as s, l.period_end as e
    from invoice_lines l join invoices i on i.id = l.invoice_id
    where l.kind = 'subscription' and i.subscription_id is not null and i.status <> 'void'
      and l.period_start is not null
  ), ordered as (
    select s, lag(e) over (partition by sub order by s, e) as prev_end from periods
  )
  select count(*) filter (where prev_end > s)::int as doubled,
         count(*) filter (where prev_end < s)::int as gaps
  from ordered`;

/** Active subscriptions whose period ended by their account's moved clock: a renewal is owed. */
const BEHIND = `
  select count(*)::int as behind from subscriptions s
  where s.status = 'active' and s.replaced_by_id is null
    and s.current_period_end <= now() + make_interval(secs => (
      coalesce((select offset_ms from clock_offsets where user_id is null), 0) +
      coalesce((select offset_ms from clock_offsets c where c.user_id = s.user_id), 0)) / 1000.0)`;

/**
 * Open card or SEPA invoices nothing will collect. An open invoice is collectable when a payment of it
 * is processing (the SEPA settlement finishes it), when a payment of it waits for 3-D Secure with a
 * client secret (the customer can complete it in the portal), or when its subscription is past due
 * and it is that subscription's newest open invoice (the dunning retry charges it). Invoices paid by
 * bank transfer are left out: the customer pays those, nothing collects them; so are invoices whose
 * settled SEPA debit the bank returned (decision 0083): the customer pays them by card or transfer.
 */
const UNPAYABLE = `
  select count(*)::int as unpayable,
         count(*) filter (where not exists (select 1 from payments p where p.invoice_id = i.id))::int
           as "neverCharged"
  from invoices i
  where i.status = 'open' and i.payment_method_type in ('card', 'sepa_debit')
    and not exists (select 1 from payments p where p.invoice_id = i.id
      and (p.status = 'processing' or (p.status = 'requires_action' and p.client_secret is not null)))
    and not exists (select 1 from payments p where p.invoice_id = i.id and p.returned_at is not null)
    and not exists (select 1 from subscriptions s where s.id = i.subscription_id and s.status = 'past_due'
      and not exists (select 1 from invoices j where j.subscription_id = s.id and j.status = 'open'
        and j.issued_at > i.issued_at))`;

/** Sandbox intents that took (or are taking) money and that no payments row records. */
const UNRECORDED = `
  select count(*)::int as unrecorded from sandbox_objects o
  where o.kind = 'payment_intent' and o.data->>'status' in ('succeeded', 'processing')
    and not exists (select 1 from payments p where p.gateway_intent_id = o.id)`;

/** The sandbox keeps an idempotency key under this id (sandbox-context.ts); the key itself is not stored. */
const idempotencyId = (key) => `idem_${createHash('sha256').update(`pi\0${key}`).digest('hex').slice(0, 56)}`;

/**
 * Invoices with two or more intents that took money, for every purpose. A SEPA debit the bank
 * returned took money and gave it back (decision 0083): it is settled, and not counted as taking. An intent belongs to an
 * invoice when a payments row says so, or, when none does, through our charge record whose id was its
 * idempotency key (purchases, licence changes, extra users, open-invoice payments: the invoice the
 * record issued or paid; renewals and dunning: `invoice-<id>-attempt-<n>`), so charges we never
 * recorded count too.
 */
async function chargedTwice(client) {
  const taken = await client.query(`select id from sandbox_objects
    where kind = 'payment_intent' and data->>'status' in ('succeeded', 'processing')
      and data->>'returnedAt' is null`);
  const invoiceOf = new Map();
  const keys = await client.query(`select id, data->>'objectId' as object from sandbox_objects
    where kind = 'idempotency'`);
  const keyed = new Map(keys.rows.map((row) => [row.id, row.object]));
  const invoiceIds = await client.query('select id from invoices');
  for (const { id } of invoiceIds.rows) {
    for (let attempt = 0; attempt <= 3; attempt += 1) {
      const object = keyed.get(idempotencyId(`invoice-${id}-attempt-${attempt}`));
      if (object) invoiceOf.set(object, id);
    }
  }
  const ledger = await client.query(
    "select id, invoice_id from charges where invoice_id is not null and purpose <> 'refund'",
  );
  for (const row of ledger.rows) {
    const object = keyed.get(idempotencyId(row.id));
    if (object) invoiceOf.set(object, row.invoice_id);
  }
  const recorded = await client.query('select gateway_intent_id, invoice_id from payments');
  for (const row of recorded.rows) invoiceOf.set(row.gateway_intent_id, row.invoice_id);
  const perInvoice = new Map();
  for (const { id } of taken.rows) {
    const invoice = invoiceOf.get(id);
    if (invoice !== undefined) perInvoice.set(invoice, (perInvoice.get(invoice) ?? 0) + 1);
  }
  return [...perInvoice.values()].filter((n) => n > 1).length;
}

export async function readBooks(client) {
  const one = async (sql) => (await client.query(sql)).rows[0];
  const periods = await one(PERIODS);
  const { behind } = await one(BEHIND);
  return {
    doubled: periods.doubled,
    gaps: periods.gaps,
    behind,
    ...(await one(UNPAYABLE)),
    unrecorded: (await one(UNRECORDED)).unrecorded,
    chargedTwice: await chargedTwice(client),
  };
}

/** Every figure that must be 0. */
export const failures = (books) =>
  books.doubled + books.gaps + books.behind + books.unpayable + books.unrecorded + books.chargedTwice;
