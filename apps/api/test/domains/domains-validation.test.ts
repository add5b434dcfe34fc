import { describe, expect, it } from 'vitest';
import { domains } from '../../src/db/schema/index';
import { useTestApp } from '../support/test-app';
import { freshTitle, signInAsStaff, userIdOf } from './domains-kit';

const testApp = useTestApp();

const valid = (userId: number) => ({
  user_id: userId,
  title: freshTitle(),
  analytics: false,
  sdk: false,
  cookies: false,
});

describe('/v1/domain validation (spec §5)', () => {
  it('names each bad field in the caller language and changes nothing', async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'invoice@demo.test');
    const before = await db.$count(domains);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'The title field is required.'],
      [{ title: 'https://www./' }, 'title', 'The title field is required.'],
      [
        { title: 'not a domain' },
        'title',
        'The title must be a URL: a host with an optional scheme, port, path and query.',
      ],
      [
        { title: 'example.com#top' },
        'title',
        'The title must be a URL: a host with an optional scheme, port, path and query.',
      ],
      [
        { title: `${'a'.repeat(250)}.example.com` },
        'title',
        'The title may not be longer than 255 characters.',
      ],
      [{ user_id: undefined }, 'user_id', 'The user field is required.'],
      [{ user_id: 'x' }, 'user_id', 'The user must be a whole number.'],
      [{ user_id: 2_147_483_647 }, 'user_id', 'The selected user is invalid.'],
      [{ analytics: 'yes' }, 'analytics', 'The selected analytics is invalid.'],
      [{ sdk: undefined }, 'sdk', 'The selected SDK is invalid.'],
      [{ cookies: 1 }, 'cookies', 'The selected cookies is invalid.'],
    ];
    for (const [change, field, text] of cases) {
      const response = await client.post('/v1/domain', { ...valid(userId), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().status).toBe('validation_failed');
      expect(response.json().errors, JSON.stringify(change)).toEqual({ [field]: [text] });
    }
    expect(await db.$count(domains)).toBe(before);
  });

  it('refuses a title the user already holds (any case) and says so in German and French', async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'invoice@demo.test');
    const payload = valid(userId);
    expect((await client.post('/v1/domain', payload)).statusCode).toBe(200);
    const again = { ...payload, title: `HTTPS://WWW.${payload.title.toUpperCase()}/` };
    const german = await client.post('/v1/domain', again, { headers: { 'accept-language': 'de' } });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toEqual({ title: ['Titel wird bereits verwendet.'] });
    const french = await client.post(
      '/v1/domain',
      { ...again, title: 'exa mple' },
      {
        headers: { 'accept-language': 'fr' },
      },
    );
    expect(french.json().errors.title[0]).toMatch(/^Le champ titre doit être une URL/);
  });

  it('refuses an update naming an unknown user, and keeps the domain as it was', async () => {
    const { app, db } = testApp();
    const { client } = await signInAsStaff(app);
    const userId = await userIdOf(db, 'invoice@demo.test');
    const payload = valid(userId);
    const { id } = (await client.post('/v1/domain', payload)).json();
    const moved = await client.put(`/v1/domain/${id}`, { ...payload, user_id: 2_000_000_000, sdk: true });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ user_id: ['The selected user is invalid.'] });
    expect((await client.get(`/v1/domain/${id}`)).json()).toMatchObject({ user_id: userId, sdk: false });
  });

  it('needs the user of the table, and bounds its paging', async () => {
    const { app } = testApp();
    const { client } = await signInAsStaff(app);
    const missing = await client.get('/v1/domain/datatable');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['user_id']);
    const bad = await client.get('/v1/domain/datatable?user_id=1&pageSize=1000&page=0');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['page', 'pageSize']);
  });
});
