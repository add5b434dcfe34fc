import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, paymentMethods, users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { createUser, insertEntries, queryOf } from './audit-fixtures';

const testApp = useTestApp();

/** February 2001: 250 rows of one account on 5 instants, so most rows tie on updated_at. */
const FEBRUARY = { from: '2001-02-01 00:00:00', to: '2001-02-28 23:59:59' };
const INSTANTS = [
  '2001-02-01T08:00:00.000Z',
  '2001-02-02T08:00:00.123456Z',
  '2001-02-03T08:00:00.000Z',
  '2001-02-04T08:00:00.000Z',
  '2001-02-05T08:00:00.000Z',
];
const EVENTS = ['updated', 'created', 'deleted'] as const;
const TYPES = ['invoice', 'subscription'] as const;

interface Made {
  id: number;
  entityId: string;
  at: number;
  event: string;
  type: string;
}

let owner: { id: number; email: string };
let made: Made[] = [];

beforeAll(async () => {
  const { db } = testApp();
  owner = await createUser(db, 'customer');
  const rows = Array.from({ length: 250 }, (_, i) => ({
    at: INSTANTS[i % 5]!,
    entityType: TYPES[i % 2]!,
    entityId: `row-${i}`,
    event: EVENTS[i % 3]!,
    accountId: owner.id,
  }));
  const ids = await insertEntries(db, rows);
  made = rows.map((row, i) => ({
    id: ids[i]!,
    entityId: row.entityId,
    at: new Date(row.at).getTime(),
    event: row.event,
    type: row.entityType,
  }));
  // Around the end of winter time in the EU (2001-03-25 01:00 UTC), half a second apart.
  await insertEntries(db, [
    { at: '2001-03-25T00:59:59.500Z', entityId: 'dst-before', accountId: owner.id },
    { at: '2001-03-25T01:00:00.000Z', entityId: 'dst-after', accountId: owner.id },
  ]);
  // June 2002: more rows than the count's cap.
  await db.execute(sql`insert into audit_entries (entity_type, entity_id, event, account_id, created_at, updated_at)
    select 'invoice', 'bulk-' || n, 'updated', ${owner.id}, ts, ts
    from generate_series(1, 10050) as n, lateral (select timestamptz '2002-06-01 00:00:00+00' + n * interval '1 second' as ts) as t`);
});

const get = async (
  email: string,
  params: Record<string, string | number | (string | number)[] | undefined>,
  language = 'en',
) => {
  const { client } = await loginAs(testApp().app, email);
  return client.get(`/api/v1/audit/datatable?${queryOf(params)}`, {
    headers: { 'accept-language': language },
  });
};

/** Every page of a query, following the cursors. */
async function allPages(email: string, params: Record<string, string | number | string[]>) {
  const { client } = await loginAs(testApp().app, email);
  const pages: { data: { entity_id: string; id?: number }[]; nextCursor: string | null; total: number }[] =
    [];
  let cursor: string | undefined;
  do {
    const response = await client.get(`/api/v1/audit/datatable?${queryOf({ ...params, cursor })}`);
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json());
    cursor = pages.at(-1)?.nextCursor ?? undefined;
  } while (cursor);
  return pages;
}

const compare = (a: number | string, b: number | string) => (a < b ? -1 : a > b ? 1 : 0);

describe('paging with a cursor', () => {
  it('walks every row once, newest first, across ties on updated_at', async () => {
    const pages = await allPages(owner.email, { ...FEBRUARY, limit: 100 });
    expect(pages.map((page) => page.data.length)).toEqual([100, 100, 50]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.every((page) => page.total === 250)).toBe(true);
    const expected = [...made]
      .sort((a, b) => compare(b.at, a.at) || compare(b.id, a.id))
      .map((row) => row.entityId);
    expect(pages.flatMap((page) => page.data.map((row) => row.entity_id))).toEqual(expected);
  });

  it('sorts by several keys, each its own direction, the id last', async () => {
    const pages = await allPages('admin@demo.test', {
      ...FEBRUARY,
      sort: ['event:asc', 'updated_at:desc'],
      limit: 100,
    });
    const expected = [...made]
      .sort((a, b) => compare(a.event, b.event) || compare(b.at, a.at) || compare(b.id, a.id))
      .map((row) => row.id);
    expect(pages.flatMap((page) => page.data.map((row) => row.id))).toEqual(expected);
    const byType = await allPages('admin@demo.test', {
      ...FEBRUARY,
      sort: ['entity_type:desc', 'event:asc'],
      limit: 200,
    });
    const expectedByType = [...made]
      .sort((a, b) => compare(b.type, a.type) || compare(a.event, b.event) || compare(a.id, b.id))
      .map((row) => row.id);
    expect(byType.flatMap((page) => page.data.map((row) => row.id))).toEqual(expectedByType);
  });

  it('refuses a forged cursor and one written for another order', async () => {
    const [first] = await allPages(owner.email, { ...FEBRUARY, limit: 200 }).then((pages) => pages);
    const cursor = first!.nextCursor!;
    const forged = await get(owner.email, { ...FEBRUARY, cursor: `${cursor.slice(0, -2)}AA` });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ cursor: ['The selected position is invalid.'] });
    const otherOrder = await get(owner.email, { ...FEBRUARY, cursor, sort: 'event:asc' });
    expect(otherOrder.statusCode).toBe(422);
  });
});

describe('the total', () => {
  it('is exact up to 10,000, then 10,000 marked as a lower bound', async () => {
    const response = await get(owner.email, { from: '2002-06-01 00:00:00', to: '2002-06-30 23:59:59' });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 10_000, totalExact: false });
    expect(page.totalEstimate).toBeGreaterThanOrEqual(10_000);
    expect(page.data).toHaveLength(100);
    expect(page.nextCursor).toEqual(expect.any(String));
    const narrow = await get(owner.email, { from: '2002-06-01 00:00:00', to: '2002-06-01 00:16:39' });
    expect(narrow.json()).toMatchObject({ total: 999, totalExact: true, totalEstimate: 999 });
  });
});

describe('filters', () => {
  const ids = (response: { json(): { data: { entity_id: string }[] } }) =>
    response.json().data.map((row) => row.entity_id);
  const count = (predicate: (row: Made) => boolean) => made.filter(predicate).length;

  it('keeps the chosen events, types and ids', async () => {
    const deleted = await get(owner.email, { ...FEBRUARY, events: 'deleted', limit: 300 });
    expect(deleted.json().total).toBe(count((row) => row.event === 'deleted'));
    expect(deleted.json().data.every((row: { event: string }) => row.event === 'deleted')).toBe(true);
    const twoEvents = await get(owner.email, { ...FEBRUARY, events: ['deleted', 'created'], limit: 300 });
    expect(twoEvents.json().total).toBe(count((row) => row.event !== 'updated'));
    const subscriptions = await get(owner.email, { ...FEBRUARY, types: 'subscription', limit: 300 });
    expect(subscriptions.json().total).toBe(count((row) => row.type === 'subscription'));
    expect(new Set(ids(subscriptions).map((id) => Number(id.slice(4)) % 2))).toEqual(new Set([1]));
    const chosen = await get(owner.email, {
      ...FEBRUARY,
      ids: ['row-7', 'row-8', 'nothing'],
      types: 'invoice',
    });
    expect(ids(chosen)).toEqual(['row-8']);
  });

  it('reads from and to as UTC, both inclusive to the second, across the change to summer time', async () => {
    const day = { from: '2001-03-25 00:00:00', to: '2001-03-25 23:59:59' };
    expect(ids(await get(owner.email, day))).toEqual(['dst-after', 'dst-before']);
    // 02:00 in Vienna (CET, +01:00) is 01:00 UTC: the web sends the UTC time.
    expect(ids(await get(owner.email, { ...day, from: '2001-03-25 01:00:00' }))).toEqual(['dst-after']);
    expect(ids(await get(owner.email, { ...day, to: '2001-03-25 00:59:59' }))).toEqual(['dst-before']);
    expect(ids(await get(owner.email, { from: '2001-03-25 01:00:00', to: '2001-03-25 01:00:00' }))).toEqual([
      'dst-after',
    ]);
  });
});

describe('refusals: a 422 naming the field, translated', () => {
  const errorsOf = async (params: Record<string, string | number | string[]>, language = 'en') => {
    const response = await get(owner.email, params, language);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().status).toBe('validation_failed');
    return response.json().errors;
  };

  it('names unknown types and events', async () => {
    expect(await errorsOf({ types: ['invoice', 'spaceship'] })).toEqual({
      'types.1': ['The selected entity types is invalid.'],
    });
    expect(await errorsOf({ events: 'exploded' })).toEqual({
      'events.0': ['The selected events is invalid.'],
    });
    expect(await errorsOf({ types: 'spaceship' }, 'de')).toEqual({
      'types.0': ['Der gewählte Wert für Objekttypen ist ungültig.'],
    });
    expect(await errorsOf({ events: 'exploded' }, 'fr')).toEqual({
      'events.0': ['La valeur choisie pour événements est invalide.'],
    });
  });

  it('bounds every parameter', async () => {
    expect(await errorsOf({ ids: 'x'.repeat(65) })).toEqual({
      'ids.0': ['The entity ids may not be longer than 64 characters.'],
    });
    expect(await errorsOf({ ids: Array.from({ length: 51 }, (_, i) => `id-${i}`) })).toEqual({
      ids: ['The entity ids may not have more than 50 entries.'],
    });
    expect(await errorsOf({ search: 's'.repeat(101) })).toEqual({
      search: ['The search may not be longer than 100 characters.'],
    });
    expect(await errorsOf({ limit: 50 })).toEqual({ limit: ['The selected page size is invalid.'] });
    expect(await errorsOf({ sort: 'editor:asc' })).toEqual({
      'sort.0': ['The selected sort order is invalid.'],
    });
    expect(await errorsOf({ editors: 'someone' })).toEqual({
      'editors.0': ['The selected editors is invalid.'],
    });
  });

  it('takes dates only as real UTC date-times, from not after to', async () => {
    expect(await errorsOf({ from: '2001-02-30 00:00:00' })).toEqual({
      from: ['The from date must be a date and time in the format YYYY-MM-DD HH:mm:ss (UTC).'],
    });
    expect(await errorsOf({ to: '2001-02-03T00:00:00Z' })).toHaveProperty('to');
    expect(await errorsOf({ from: '2001-02-02 00:00:00', to: '2001-02-01 23:59:59' })).toEqual({
      to: ['The to date may not be before the from date.'],
    });
    expect(await errorsOf({ from: '2001-02-02 00:00:00', to: '2001-02-01 23:59:59' }, 'de')).toEqual({
      to: ['Bis-Datum darf nicht vor dem Von-Datum liegen.'],
    });
  });
});

describe('readable entity labels', () => {
  it("names invoices and payment methods, in the caller's language", async () => {
    const { db } = testApp();
    const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.test'));
    const [invoice] = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(eq(invoices.userId, demo!.id))
      .orderBy(desc(invoices.id))
      .limit(1);
    const [method] = await db
      .select({ id: paymentMethods.id, brand: paymentMethods.brand, last4: paymentMethods.last4 })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, demo!.id))
      .limit(1);
    await insertEntries(db, [
      {
        at: '2001-04-02T00:00:00Z',
        entityType: 'invoice',
        entityId: String(invoice!.id),
        accountId: demo!.id,
      },
      { at: '2001-04-01T00:00:00Z', entityType: 'payment_method', entityId: method!.id, accountId: demo!.id },
      { at: '2001-04-03T00:00:00Z', entityType: 'invoice', entityId: '999999999', accountId: demo!.id },
    ]);
    const april = { from: '2001-04-01 00:00:00', to: '2001-04-30 23:59:59' };
    const labels = (await get('owner@demo.test', april))
      .json()
      .data.map((row: { entity_label: string }) => row.entity_label);
    const brand = method!.brand === 'visa' ? 'Visa' : method!.brand;
    expect(labels).toEqual([
      null,
      `Invoice ${invoice!.number}`,
      `Payment method ${brand} •••• ${method!.last4}`,
    ]);
    const german = (await get('owner@demo.test', april, 'de')).json().data[1].entity_label;
    expect(german).toBe(`Rechnung ${invoice!.number}`);
  });
});
