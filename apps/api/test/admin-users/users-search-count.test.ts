import type { AdminUsersPage } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app';
import { bearerOf, get } from './admin-users-kit';

// A search counts its matches to 1,000 (each is checked in the table, not by the trigram index
// alone); without a search the table counts to 10,000 as every table does.
const testApp = useTestApp();
const MANY = 1_005;

beforeAll(async () => {
  await testApp().db.execute(sql`insert into users (email, password_hash, firstname, lastname)
    select 'many.' || g || '@count.test', 'not-a-hash', 'Many', 'Manyfold' from generate_series(1, ${MANY}) g`);
});

describe('GET /v1/user/datatable, a search of many matches', () => {
  it('says more than 1,000 and still pages them newest first', async () => {
    const headers = await bearerOf(testApp().app, 'support@demo.test');
    const response = await get(testApp().app, '/v1/user/datatable?search=manyfold', headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AdminUsersPage>();
    expect(page).toMatchObject({ total: 1_000, totalExact: false });
    expect(page.data.map((row) => row.email)).toEqual(
      Array.from({ length: 15 }, (_, index) => `many.${MANY - index}@count.test`),
    );
    const narrowed = await get(testApp().app, '/v1/user/datatable?search=manyfold%20many.1004', headers);
    expect(narrowed.json<AdminUsersPage>()).toMatchObject({ total: 1, totalExact: true });
  });
});
