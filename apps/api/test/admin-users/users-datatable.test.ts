import type { AdminUsersPage } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginHistory } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { loginAs } from '../support/test-client';
import { addFixtures, bearerOf, FAMILY, get, namesOf } from './admin-users-kit';

const testApp = useTestApp();
let ids: Record<string, number> = {};
let support: Record<string, string> = {};

beforeAll(async () => {
  ids = await addFixtures(testApp());
  support = await bearerOf(testApp().app, 'support@demo.test');
});

const table = async (query: string, headers = support) => {
  const response = await get(testApp().app, `/v1/user/datatable${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUsersPage>();
};

describe('GET /v1/user/datatable', () => {
  it('answers 15 users newest first, counted, with what each row shows', async () => {
    const page = await table('');
    expect(page.data).toHaveLength(15);
    expect(page.total).toBeGreaterThan(15);
    const rowIds = page.data.map((row) => row.id);
    expect(rowIds).toEqual([...rowIds].sort((a, b) => b - a));
    expect(rowIds[0]).toBe(ids.Anneliese);

    const anna = (await table(`?search=anna.q@table.test`)).data[0];
    expect(anna).toEqual({
      id: ids.Anna,
      image: null,
      firstname: 'Anna',
      lastname: FAMILY,
      email: 'anna.q@table.test',
      company: 'Beta GmbH',
      state: 'active',
      parent_id: null,
      is_staff: false,
      created_at: expect.any(String),
      last_login_at: '2026-01-05T10:00:00.000Z',
      subscriptions: 0,
    });
  });

  it('shows the state by priority: deactivated, suspended, trial, active', async () => {
    const page = await table(`?search=${FAMILY}&sort=id:asc`);
    expect(page.data.map((row) => [row.firstname, row.state])).toEqual([
      ['Anna', 'active'],
      ['Bruno', 'trial'],
      ['Clara', 'suspended'],
      ['Dario', 'deactivated'],
      ['Anneliese', 'suspended'],
    ]);
  });

  it('filters by the state each row shows, one state or several', async () => {
    const only = async (states: string) => namesOf(await table(`?search=${FAMILY}&sort=id:asc&${states}`));
    expect(await only('accountState=active')).toEqual(['Anna']);
    expect(await only('accountState=trial')).toEqual(['Bruno']);
    expect(await only('accountState=suspended')).toEqual(['Clara', 'Anneliese']);
    expect(await only('accountState=deactivated')).toEqual(['Dario']);
    expect(await only('accountState=trial&accountState=deactivated')).toEqual(['Bruno', 'Dario']);
  });

  it('matches every word in first name, last name, e-mail or id, in any case', async () => {
    const found = async (search: string) =>
      namesOf(await table(`?sort=id:asc&search=${encodeURIComponent(search)}`));
    expect(await found('ANN quillfeather')).toEqual(['Anna', 'Anneliese']);
    expect(await found('ann  quillfeather\tLIESE')).toEqual(['Anneliese']);
    expect(await found('quillfeather TABLE.test bruno')).toEqual(['Bruno']);
    expect(await found(`${ids.Clara} quillfeather`)).toEqual(['Clara']);
    // Each word must match: a name of one user and the address of another find neither.
    expect(await found('clara dario.q')).toEqual([]);
    // % and _ are letters, not patterns.
    expect(await found('quill%feather')).toEqual([]);
    expect(await found('anna_q')).toEqual([]);
  });

  it('sorts by name, e-mail, company and creation, each way', async () => {
    const order = async (sort: string) => namesOf(await table(`?search=${FAMILY}&sort=${sort}`));
    expect(await order('name:asc')).toEqual(['Anna', 'Anneliese', 'Bruno', 'Clara', 'Dario']);
    expect(await order('name:desc')).toEqual(['Dario', 'Clara', 'Bruno', 'Anneliese', 'Anna']);
    expect(await order('email:asc')).toEqual(['Anna', 'Anneliese', 'Bruno', 'Clara', 'Dario']);
    // Users without a company come last ascending (PostgreSQL's nulls last), newest first among them.
    expect((await order('company:asc')).slice(0, 2)).toEqual(['Bruno', 'Anna']);
    expect(await order('created_at:asc&sort=id:asc')).toEqual([
      'Anna',
      'Bruno',
      'Clara',
      'Dario',
      'Anneliese',
    ]);
  });

  it('pages with 15, 30, 50 or 100 rows, without overlap', async () => {
    const first = await table('?pageSize=30');
    const second = await table('?pageSize=30&page=2');
    expect(first.data).toHaveLength(30);
    expect(second.data[0]!.id).toBeLessThan(first.data.at(-1)!.id);
    for (const size of [15, 50, 100])
      expect((await table(`?pageSize=${size}`)).data.length).toBeLessThanOrEqual(size);
    const twoSmall = await table(`?search=${FAMILY}&pageSize=15&page=2`);
    expect(twoSmall).toEqual({ data: [], total: 5, totalExact: true });
  });

  it("counts a live subscription and the user's own sign-ins only, lists sub-users and staff", async () => {
    const { app, db } = testApp();
    const owner = (await table('?search=owner@demo.test')).data[0]!;
    expect(owner.subscriptions).toBe(2);
    const client = (await table('?search=client@demo.test')).data[0]!;
    expect(client).toMatchObject({ parent_id: owner.id, is_staff: false });
    const finance = (await table('?search=finance@demo.test')).data[0]!;
    expect(finance).toMatchObject({ is_staff: true, state: 'active' });

    // Support signing in as Anna is not Anna's own sign-in.
    await db.insert(loginHistory).values({
      userId: ids.Anna!,
      impersonatorId: finance.id,
      loggedInAt: new Date('2026-02-01T10:00:00Z'),
    });
    expect((await table('?search=anna.q@table.test')).data[0]!.last_login_at).toBe(
      '2026-01-05T10:00:00.000Z',
    );
    await loginAs(app, 'new@demo.test');
    expect((await table('?search=new@demo.test')).data[0]!.last_login_at).not.toBeNull();
  });

  it('refuses what it cannot answer with 422 naming the field, in the caller language', async () => {
    const refused = async (query: string, language = 'en') => {
      const response = await get(testApp().app, `/v1/user/datatable${query}`, {
        ...support,
        'accept-language': language,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().status).toBe('validation_failed');
      return response.json().errors;
    };
    expect(await refused('?pageSize=20')).toEqual({ pageSize: ['The selected page size is invalid.'] });
    expect(await refused('?accountState=gone')).toEqual({
      'accountState.0': ['The selected account state is invalid.'],
    });
    expect(await refused('?accountState=gone', 'de')).toEqual({
      'accountState.0': ['Der gewählte Wert für Kontostatus ist ungültig.'],
    });
    expect(await refused('?sort=last_login_at:desc')).toEqual({
      'sort.0': ['The selected sort order is invalid.'],
    });
    expect(await refused('?page=0')).toEqual({ page: ['The page must be at least 1.'] });
    expect(await refused(`?search=${'x'.repeat(256)}`)).toEqual({
      search: ['The search may not be longer than 255 characters.'],
    });
    expect(await refused('?search=a+b+c+d+e+f')).toEqual({
      search: ['The search may not have more than 5 entries.'],
    });
  });
});
