import type { UserSearchResult } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { addFixtures, bearerOf, FAMILY, get } from './admin-users-kit';

const testApp = useTestApp();
let ids: Record<string, number> = {};
let support: Record<string, string> = {};

beforeAll(async () => {
  ids = await addFixtures(testApp());
  support = await bearerOf(testApp().app, 'support@demo.test');
});

const search = async (text: string) => {
  const response = await get(testApp().app, `/v1/user/search?search=${encodeURIComponent(text)}`, support);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserSearchResult>();
};

describe('GET /v1/user/search', () => {
  it('answers the matches newest first with avatar, name, e-mail and state', async () => {
    const result = await search(`anne ${FAMILY}`);
    expect(result).toEqual({
      data: [
        {
          id: ids.Anneliese,
          image: null,
          firstname: 'Anneliese',
          lastname: FAMILY,
          email: 'anneliese.q@table.test',
          state: 'suspended',
        },
      ],
      total: 1,
      totalExact: true,
    });
    expect((await search(FAMILY)).data.map((row) => row.firstname)).toEqual([
      'Anneliese',
      'Dario',
      'Clara',
      'Bruno',
      'Anna',
    ]);
  });

  it('puts the user whose id was typed first, and gives their avatar as a URL', async () => {
    const { db } = testApp();
    const { eq } = await import('drizzle-orm');
    await db.update(users).set({ image: 'anna.webp' }).where(eq(users.id, ids.Anna!));
    const result = await search(String(ids.Anna));
    expect(result.data[0]).toMatchObject({ id: ids.Anna, image: '/storage/user/anna.webp' });
  });

  it('answers ten at most and counts up to a hundred', async () => {
    const result = await search('demo.test');
    expect(result.data).toHaveLength(10);
    expect(result.total).toBe(100);
    expect(result.totalExact).toBe(false);
  });

  it('needs a search of at most five words and 255 characters', async () => {
    const refused = async (query: string) => {
      const response = await get(testApp().app, `/v1/user/search${query}`, support);
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await refused('')).toEqual({ search: ['The search field is required.'] });
    expect(await refused('?search=%20%20')).toEqual({ search: ['The search field is required.'] });
    expect(await refused('?search=a+b+c+d+e+f')).toEqual({
      search: ['The search may not have more than 5 entries.'],
    });
    expect(await refused(`?search=${'y'.repeat(256)}`)).toEqual({
      search: ['The search may not be longer than 255 characters.'],
    });
  });
});
