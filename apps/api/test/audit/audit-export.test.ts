import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createUser, insertEntries, queryOf } from './audit-fixtures';

/** A small bound, so the refusal needs a few hundred rows instead of 100,000. */
const testApp = useTestApp({ env: { AUDIT_EXPORT_MAX_ROWS: '300', RATE_LIMIT_AUDIT_EXPORT_PER_HOUR: '12' } });

const MAY = { from: '2001-05-01 00:00:00', to: '2001-05-31 23:59:59' };

let owner: { id: number; email: string };
let staffId: number;

beforeAll(async () => {
  const { db } = testApp();
  owner = await createUser(db, 'customer');
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  staffId = admin!.id;
  await insertEntries(db, [
    {
      at: '2001-05-02T09:30:00Z',
      entityId: String(owner.id),
      editorId: owner.id,
      editorEmail: owner.email,
      accountId: owner.id,
      oldValues: { company: 'Old, "quoted" GmbH' },
      newValues: { company: '=HYPERLINK("http://evil.test")' },
      url: '/v1/billing',
      ipAddress: '203.0.113.5',
      userAgent: '=1+1',
    },
    {
      at: '2001-05-03T09:30:00Z',
      entityType: 'payment_method',
      entityId: '@pm_1',
      event: 'payment method added',
      editorId: staffId,
      editorEmail: 'admin@demo.test',
      accountId: owner.id,
      newValues: { last4: '4242', gateway_id: 'pm_gw_9' },
      ipAddress: '198.51.100.7',
    },
    {
      at: '2001-05-04T09:30:00Z',
      entityId: String(owner.id),
      event: 'loginAs',
      editorId: staffId,
      accountId: owner.id,
    },
  ]);
  // July 2001: one row more than the bound.
  await db.execute(sql`insert into audit_entries (entity_type, entity_id, event, account_id, created_at, updated_at)
    select 'invoice', 'many-' || n, 'updated', ${owner.id}, ts, ts
    from generate_series(1, 301) as n, lateral (select timestamptz '2001-07-01 00:00:00+00' + n * interval '1 minute' as ts) as t`);
});

const exportAs = async (email: string, params: Record<string, string | string[]>, language = 'en') => {
  const { client } = await loginAs(testApp().app, email);
  return client.get(`/api/v1/audit/export.csv?${queryOf(params)}`, {
    headers: { 'accept-language': language },
  });
};

describe('GET /api/v1/audit/export.csv', () => {
  it("streams the customer's rows as CSV: translated header, escaped cells, formulas defused", async () => {
    const response = await exportAs(owner.email, MAY);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="activity-log-\d{8}-\d{6}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(header).toBe(
      'Date (UTC),Type,Entity ID,Entity,Event,Editor,Old values,New values,IP address,User agent',
    );
    expect(rows).toEqual([
      // Staff's change: named as support for the owner; the gateway's id masked; no staff address.
      `2001-05-03T09:30:00.000Z,Payment method,'@pm_1,,Payment method added,Support on behalf of ${owner.email},,"{""last4"":""4242"",""gateway_id"":""********""}",,`,
      `2001-05-02T09:30:00.000Z,User,${owner.id},User ${owner.email},Updated,${owner.email},"{""company"":""Old, \\""quoted\\"" GmbH""}","{""company"":""=HYPERLINK(\\""http://evil.test\\"")""}",203.0.113.5,'=1+1`,
    ]);
    expect(response.body).not.toContain('198.51.100.7');
  });

  it('gives staff the id, account and URL columns, with the header in German', async () => {
    const response = await exportAs('admin@demo.test', { ...MAY, events: 'loginAs' }, 'de');
    expect(response.statusCode, response.body).toBe(200);
    const [header, row] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID,Konto,Datum (UTC),Typ,Objekt-ID,Objekt,Ereignis,Bearbeiter,Alte Werte,Neue Werte,URL,IP-Adresse,User-Agent',
    );
    expect(row).toMatch(new RegExp(`^\\d+,${owner.id},2001-05-04T09:30:00.000Z,Benutzer,${owner.id},`));
    expect(row).toContain('Als Benutzer angemeldet,Support im Auftrag von');
  });

  it('follows the sort and filters of the table, and checks them the same way', async () => {
    const ascending = await exportAs(owner.email, { ...MAY, sort: 'updated_at:asc' });
    const lines = ascending.body.split('\r\n').filter(Boolean);
    expect(lines[1]).toMatch(/^2001-05-02/);
    expect(lines[2]).toMatch(/^2001-05-03/);
    const refused = await exportAs(owner.email, { ...MAY, events: 'loginAs' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'events.0': ['The selected events is invalid.'] });
  });

  it('refuses more rows than the bound, asking to narrow the filter', async () => {
    const july = { from: '2001-07-01 00:00:00', to: '2001-07-31 23:59:59' };
    const response = await exportAs(owner.email, july);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 'export_too_large',
      message:
        'This export would hold more than 300 entries. Narrow the filter (dates, types, events or editors) and try again.',
      data: { max: 300 },
    });
    const german = await exportAs(owner.email, july, 'de');
    expect(german.json().message).toMatch(/^Dieser Export enthielte mehr als 300 Einträge/);
    // Exactly the bound is fine: 300 rows and the header.
    const bounded = await exportAs(owner.email, { ...july, to: '2001-07-01 05:00:00' });
    expect(bounded.statusCode).toBe(200);
    expect(bounded.body.split('\r\n').filter(Boolean)).toHaveLength(301);
  });

  it('counts exports per user and hour', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, (await createUser(db, 'customer')).email);
    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1)
      statuses.push((await client.get(`/api/v1/audit/export.csv?${queryOf(MAY)}`)).statusCode);
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });
});
