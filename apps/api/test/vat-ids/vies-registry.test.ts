import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VatRegistryUnavailableError } from '../../src/platform/vat-registry/vat-registry';
import { createViesRegistry, VIES_MAX_ANSWER_BYTES } from '../../src/platform/vat-registry/vies-registry';

/** A stand-in for VIES on 127.0.0.1: answers by the VAT number asked about. */
let server: Server;
let url = '';
const asked: unknown[] = [];

const ANSWERS: Record<string, (reply: (status: number, body: string) => void) => void> = {
  '136695976': (reply) =>
    reply(
      200,
      JSON.stringify({
        countryCode: 'DE',
        vatNumber: '136695976',
        requestDate: '2026-03-02T10:15:00.000Z',
        valid: true,
        requestIdentifier: 'WAPIAAAAZ1b2C3d4',
        name: 'Wagner & Söhne GmbH',
        address: 'Am Sandtorkai 50\n20457 Hamburg',
        userError: 'VALID',
      }),
    ),
  '111111125': (reply) =>
    reply(
      200,
      JSON.stringify({
        countryCode: 'DE',
        vatNumber: '111111125',
        requestDate: '2026-03-02T10:15:00.000Z',
        valid: false,
        requestIdentifier: '',
        name: '---',
        address: '---',
        userError: 'INVALID',
      }),
    ),
  '094259216': (reply) =>
    reply(
      200,
      JSON.stringify({ valid: false, requestDate: '2026-03-02T10:15:00.000Z', userError: 'MS_UNAVAILABLE' }),
    ),
  '40303265045': (reply) => reply(200, '<html>maintenance</html>'),
  '00743110157': (reply) =>
    reply(200, JSON.stringify({ valid: true, requestDate: 'now', name: 'x'.repeat(VIES_MAX_ANSWER_BYTES) })),
  '5260250274': () => {
    // Never answers: the client's timeout must end the wait.
  },
  '0403170701': (reply) =>
    reply(500, JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] })),
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const question = JSON.parse(body) as { vatNumber: string };
      asked.push({ path: request.url, ...question });
      ANSWERS[question.vatNumber]?.((status, text) => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rest-api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const registry = () => createViesRegistry({ url, timeoutMs: 300 });
const question = (vatId: string) => ({ vatId, requesterVatId: 'ATU12345678' });

describe('the VIES client (decision 0080)', () => {
  it('asks with the seller as requester and keeps the consultation number, name and address', async () => {
    const answer = await registry().check(question('DE136695976'));
    expect(answer).toEqual({
      result: 'valid',
      consultationNumber: 'WAPIAAAAZ1b2C3d4',
      name: 'Wagner & Söhne GmbH',
      address: 'Am Sandtorkai 50 20457 Hamburg',
      checkedAt: new Date('2026-03-02T10:15:00.000Z'),
    });
    expect(asked.at(-1)).toEqual({
      path: '/rest-api/check-vat-number',
      countryCode: 'DE',
      vatNumber: '136695976',
      requesterMemberStateCode: 'AT',
      requesterNumber: 'U12345678',
    });
  });

  it('answers invalid, with "---" read as not given', async () => {
    expect(await registry().check(question('DE111111125'))).toMatchObject({
      result: 'invalid',
      consultationNumber: null,
      name: null,
      address: null,
    });
  });

  it.each([
    ['a member state that is down', 'EL094259216'],
    ['an answer that is not JSON', 'FR40303265045'],
    ['an answer larger than VIES ever sends', 'IT00743110157'],
    ['no answer before the timeout', 'PL5260250274'],
    ['a refusal of the whole service', 'BE0403170701'],
  ])('counts %s as unavailable', async (_, vatId) => {
    await expect(registry().check(question(vatId))).rejects.toBeInstanceOf(VatRegistryUnavailableError);
  });
});
