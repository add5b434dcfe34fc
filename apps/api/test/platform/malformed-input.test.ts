import { errorBodySchema } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEntries, invoices, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { TEST_PUBLIC_URL, useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const NUL = '\u0000';
const LONE_SURROGATE = '\ud800';
const characters = {
  en: 'contains characters that are not allowed.',
  de: 'enthält Zeichen, die nicht erlaubt sind.',
  fr: 'contient des caractères non autorisés.',
};

/** A 4xx in the one error shape, never a 500. */
function expectErrorShape(response: LightMyRequestResponse, statusCode: number): Record<string, unknown> {
  expect(response.statusCode, response.body).toBe(statusCode);
  const body = response.json();
  expect(errorBodySchema.strict().safeParse(body).success, response.body).toBe(true);
  return body;
}

function expectRefusedField(
  response: LightMyRequestResponse,
  field: string,
  language: 'en' | 'de' | 'fr' = 'en',
) {
  const body = expectErrorShape(response, 422) as { status: string; errors: Record<string, string[]> };
  expect(body.status).toBe('validation_failed');
  expect(Object.keys(body.errors)).toEqual([field]);
  expect(body.errors[field]?.[0]).toContain(characters[language]);
}

/** A JSON body whose text carries the escape `\ud800` (JSON.stringify would write the same). */
const rawJson = (text: string) => ({ payload: text, headers: { 'content-type': 'application/json' } });

describe('NUL bytes and lone surrogates', () => {
  it('are refused in the JSON body of anonymous routes (login, register), naming the field', async () => {
    const { app } = testApp();
    const client = new TestClient(app);
    expectRefusedField(
      await client.post('/v1/login', { email: `owner${NUL}@demo.test`, password: 'x' }),
      'email',
    );
    expectRefusedField(
      await client.request(
        'POST',
        '/v1/login',
        rawJson('{"email":"owner@demo.test","password":"a\\ud800b"}'),
      ),
      'password',
    );
    expectRefusedField(
      await client.post(
        '/v1/register',
        {
          email: 'nul@example.test',
          firstname: `Ann${NUL}`,
          lastname: 'Lee',
          password: DEMO_PASSWORD,
          password_confirmation: DEMO_PASSWORD,
        },
        { headers: { 'accept-language': 'de' } },
      ),
      'firstname',
      'de',
    );
    expectRefusedField(
      await client.request('POST', '/v1/register', {
        ...rawJson(
          `{"email":"s@example.test","firstname":"Ann","lastname":"L\\udc00","password":"${DEMO_PASSWORD}","password_confirmation":"${DEMO_PASSWORD}"}`,
        ),
        headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      }),
      'lastname',
      'fr',
    );
  });

  it('are refused in path parameters (coupon check, invoice PDF)', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    expectRefusedField(await client.get('/v1/coupon/SPRING%00'), 'code');
    expectRefusedField(await client.get('/v1/invoice/2026-%00/pdf'), 'number');
    // A lone surrogate cannot be percent-encoded as UTF-8: the address itself is malformed.
    for (const url of ['/v1/coupon/%ED%A0%80', '/v1/coupon/a%ED%B0%80', '/v1/plan/%ZZ']) {
      const body = expectErrorShape(await client.get(url), 400);
      expect(body).toEqual({ status: 'bad_request', message: 'The address of this request is malformed.' });
    }
  });

  it('are refused in the query string and in an authenticated body', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    expectRefusedField(await admin.client.get('/v1/admin/mail-outbox?search=a%00b'), 'search');
    expectRefusedField(await admin.client.get('/v1/admin/mail-outbox?search=%ED%A0%80'), 'search');
    expectRefusedField(await admin.client.get('/v1/admin/mail-outbox?page=1&search=%E0'), 'search');
    const owner = await loginAs(app, 'owner@demo.test');
    const billing = {
      firstname: 'Olivia',
      lastname: 'Owner',
      street: `Main Street 1${NUL}`,
      postal_code: '1010',
      city: 'Wien',
      country: 'AT',
    };
    expectRefusedField(await owner.client.put('/v1/account/billing/information', billing), 'street');
    expectRefusedField(
      await owner.client.post('/v1/user/audit', {
        event: 'downloadInvoice',
        new_value: { link: `/v1/invoice/1/pdf${LONE_SURROGATE}` },
      }),
      'new_value.link',
    );
  });
});

describe('ids out of range', () => {
  const huge = ['2147483648', '99999999999999999999999'];

  it('answer 4xx in the error shape on every route that takes an id', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    const owner = await loginAs(app, 'owner@demo.test');
    const longId = `sub_${'a'.repeat(80)}`;
    for (const id of huge) {
      const calls: [string, () => Promise<LightMyRequestResponse>][] = [
        ['mail outbox entry', () => admin.client.get(`/v1/admin/mail-outbox/${id}`)],
        ['refund', () => admin.client.post(`/v1/admin/invoices/${id}/refund`, { reason: 'test' })],
        ['login as', () => admin.client.post('/v1/login/user', { id: Number(id), reason: 'Support ticket' })],
        ['login as (text)', () => admin.client.post('/v1/login/user', { id, reason: 'Support ticket' })],
        ['time travel', () => admin.client.post('/v1/sandbox/clock', { userId: Number(id), days: 1 })],
        [
          'upgrade',
          () =>
            owner.client.post('/v1/subscription/upgrade', {
              plan: 'analytics-enterprise-month-eur',
              quantity: 1,
              productId: Number(id),
              interval: 'month',
            }),
        ],
        [
          'usage',
          () =>
            app.inject({
              method: 'POST',
              url: '/v1/internal/usage',
              headers: { authorization: 'Bearer no-such-token' },
              payload: { accountId: Number(id), pollViews: 1 },
            }),
        ],
      ];
      for (const [name, call] of calls) {
        const response = await call();
        expect([400, 401, 404, 422], `${name} ${id}: ${response.body}`).toContain(response.statusCode);
        expectErrorShape(response, response.statusCode);
      }
    }
    const stringIdCalls: [string, () => Promise<LightMyRequestResponse>][] = [
      ['cancel', () => owner.client.put('/v1/subscription/cancel', { subscriptionId: longId })],
      ['resume', () => owner.client.put('/v1/subscription/resume', { subscriptionId: 'sub_1;drop' })],
      ['complete', () => owner.client.put('/v1/subscription/complete', { subscriptionId: longId })],
      [
        'quantity',
        () => owner.client.put('/v1/subscription/quantity', { subscriptionId: longId, quantity: 2 }),
      ],
      [
        'remove method',
        () => owner.client.request('DELETE', `/v1/account/billing/payment-methods/${longId}`),
      ],
      [
        'default method',
        () => owner.client.post('/v1/account/billing/payment-methods/default', { paymentId: longId }),
      ],
      ['add method', () => owner.client.post('/v1/account/billing/payment-methods', { paymentId: 'pm_1 2' })],
      ['intent', () => owner.client.get(`/v1/sandbox/payment-intents/${longId}?client_secret=x`)],
      ['challenge', () => owner.client.get(`/v1/sandbox/challenge/pi_1?client_secret=${'s'.repeat(300)}`)],
      ['invoice pdf', () => owner.client.get(`/v1/invoice/${'1'.repeat(40)}/pdf`)],
    ];
    for (const [name, call] of stringIdCalls) {
      const response = await call();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(422);
      expectErrorShape(response, 422);
    }
  });

  it('name the bound in the answer', async () => {
    const { app } = testApp();
    const admin = await loginAs(app, 'admin@demo.test');
    const response = await admin.client.get('/v1/admin/mail-outbox/2147483648');
    expect(response.json()).toEqual({
      status: 'validation_failed',
      message: 'The given data was invalid.',
      errors: { id: ['The id may not be greater than 2147483647.'] },
    });
  });
});

describe('country of the billing data', () => {
  it('refuses a letter that upper-cases into a country code (ß -> SS) and keeps the stored data', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const before = (await client.get('/v1/account/me', { headers: { 'cache-control': 'no-cache' } })).json();
    const billing = {
      company: before.company,
      vatid: before.vatid,
      firstname: 'Olivia',
      lastname: 'Owner',
      street: 'Main Street 1',
      postal_code: '1010',
      city: 'Wien',
      country: 'ß',
    };
    for (const country of ['ß', 'ﬀ', 'ſs', 'ＡＴ', 'ÄT', 'XX']) {
      const response = await client.put('/v1/account/billing/information', { ...billing, country });
      expect(response.statusCode, country).toBe(422);
      expect(response.json().errors).toEqual({ country: ['The selected country is invalid.'] });
    }
    const after = (await client.get('/v1/account/me', { headers: { 'cache-control': 'no-cache' } })).json();
    expect(after.country).toBe(before.country);
    expect(after.street).toBe(before.street);
    // A real code in lower case is still normalised and stored (with a VAT id of that country, as
    // the save requires the id's prefix to match the address country).
    const valid = await client.put('/v1/account/billing/information', {
      ...billing,
      vatid: 'DE136695976',
      country: 'de',
    });
    expect(valid.statusCode, valid.body).toBe(200);
    const saved = (await client.get('/v1/account/me', { headers: { 'cache-control': 'no-cache' } })).json();
    expect(saved.country).toBe('DE');
  });
});

describe('answers the framework gives', () => {
  it('use the one error shape, translated: bad URL, unknown route, bad JSON, other content types', async () => {
    const { app } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const de = { 'accept-language': 'de' };
    expect(
      expectErrorShape(await app.inject({ method: 'GET', url: '/v1/plan/%ZZ', headers: de }), 400),
    ).toEqual({
      status: 'bad_request',
      message: 'Die Adresse dieser Anfrage ist fehlerhaft.',
    });
    expect(
      expectErrorShape(await app.inject({ method: 'GET', url: '/v1/no/such/route' }), 404),
    ).toMatchObject({
      status: 'not_found',
    });
    expect(expectErrorShape(await app.inject({ method: 'DELETE', url: '/v1/health' }), 404)).toMatchObject({
      status: 'not_found',
    });
    const badJson = await client.request('POST', '/v1/invoice/csv', {
      payload: '{"date":',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    });
    expect(expectErrorShape(badJson, 400)).toEqual({
      status: 'bad_request',
      message: "Le contenu de la requête n'est pas du JSON valide.",
    });
    const otherType = await client.request('POST', '/v1/invoice/csv', {
      payload: 'date=2026-01',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(expectErrorShape(otherType, 415)).toEqual({
      status: 'unsupported_media_type',
      message: 'This content type is not supported here; send JSON.',
    });
  });
});

describe('POST /v1/user/audit bounds', () => {
  it('stores only the link: oversize values and other shapes are refused, unknown fields dropped', async () => {
    const { app, db } = testApp();
    const { client } = await loginAs(app, 'owner@demo.test');
    const count = async () => (await db.select().from(auditEntries)).length;
    const before = await count();
    const refused = [
      { event: 'downloadInvoice', new_value: { link: 'l' }, old_value: { anything: 'x'.repeat(1000) } },
      { event: 'downloadInvoice', new_value: { link: 'l' }, old_value: 'x'.repeat(300) },
      { event: 'downloadInvoice', new_value: { link: 'x'.repeat(2049) } },
      { event: 'downloadInvoice', new_value: { link: 'l' }, old_value: [1, 2, 3] },
    ];
    for (const payload of refused) {
      const response = await client.post('/v1/user/audit', payload);
      expect(response.statusCode).toBe(422);
      expectErrorShape(response, 422);
    }
    const tooLarge = await client.post('/v1/user/audit', {
      event: 'downloadInvoice',
      new_value: { link: 'l' },
      padding: 'x'.repeat(100_000),
    });
    expectErrorShape(tooLarge, 413);
    expect(await count()).toBe(before);

    const [own] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .innerJoin(users, eq(users.id, invoices.userId))
      .where(eq(users.email, 'owner@demo.test'))
      .limit(1);
    const accepted = await client.post('/v1/user/audit', {
      event: 'downloadInvoice',
      new_value: { link: `/v1/invoice/${own!.number}/pdf`, extra: 'dropped' },
      unknown: { nested: 'dropped' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = await db.select().from(auditEntries);
    expect(rows).toHaveLength(before + 1);
    // The newest download: the demo history holds earlier ones of the same account.
    const stored = rows
      .filter((row) => row.event === 'downloadInvoice' && row.url === '/v1/user/audit')
      .sort((a, b) => b.id - a.id)[0];
    expect(stored?.newValues).toEqual({
      number: own!.number,
      link: `${TEST_PUBLIC_URL}/v1/invoice/${own!.number}/pdf`,
    });
    expect(JSON.stringify(stored)).not.toContain('dropped');
  });
});
