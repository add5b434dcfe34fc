import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../platform/db';

/** The last audit row's id: what a demo step wrote afterwards is what it wrote. */
export async function lastAuditId(tx: Tx): Promise<number> {
  const [row] = rowsOf<{ id: number | string }>(
    await tx.execute(sql`select coalesce(max(id), 0) as id from audit_entries`),
  );
  return Number(row?.id ?? 0);
}

/**
 * Dates the audit rows the billing demo wrote (after `afterId`) with the demo's own time. The demo
 * runs the engine's functions at past instants, but an audit row takes the database's time. Its
 * stories run in time order, so the rows' ids ascend with the demo's clock: each row about a
 * document, payment, payment method or new subscription takes that record's own date, and every
 * other row the date of the last such row before it (the first ones: of the first such row). One
 * statement, after the demo.
 */
export async function dateDemoAuditRows(tx: Tx, afterId: number): Promise<void> {
  await tx.execute(sql`
    with anchored as (
      select a.id,
        case
          when a.entity_type = 'invoice' and a.event = 'created' then i.issued_at
          when a.entity_type = 'credit_note' and a.event = 'created' then c.issued_at
          when a.entity_type = 'payment' and a.event = 'created' then p.created_at
          when a.entity_type = 'payment' then p.updated_at
          when a.entity_type = 'payment_method' and a.event = 'payment method added' then m.created_at
          when a.entity_type = 'payment_method' and a.event = 'payment method removed' then m.deleted_at
          when a.entity_type = 'subscription' and a.event = 'created' then s.created_at
        end as at
      from audit_entries a
      left join invoices i on a.entity_type = 'invoice' and i.id::text = a.entity_id
      left join credit_notes c on a.entity_type = 'credit_note' and c.id::text = a.entity_id
      left join payments p on a.entity_type = 'payment' and p.id = a.entity_id
      left join payment_methods m on a.entity_type = 'payment_method' and m.id = a.entity_id
      left join subscriptions s on a.entity_type = 'subscription' and s.id = a.entity_id
      where a.id > ${afterId}
    ),
    dated as (
      select id, coalesce(
        max(at) over (order by id rows between unbounded preceding and current row),
        min(at) over (order by id rows between current row and unbounded following)
      ) as at
      from anchored
    )
    update audit_entries as a set created_at = d.at, updated_at = d.at
    from dated d
    where a.id = d.id and d.at is not null`);
}
