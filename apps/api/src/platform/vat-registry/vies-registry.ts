import { z } from 'zod';
import {
  splitVatId,
  type VatCheckAnswer,
  type VatCheckOptions,
  type VatCheckQuestion,
  type VatRegistry,
  VatRegistryUnavailableError,
} from './vat-registry';

/** A VIES answer is a few hundred bytes; anything much larger is not one. */
export const VIES_MAX_ANSWER_BYTES = 64 * 1024;

/** What VIES writes where it gives no name or address. */
const NOT_GIVEN = '---';

/** `userError` values that are the registry's answer; every other one means "ask again later". */
const ANSWERED = new Set(['VALID', 'INVALID', 'INVALID_INPUT']);

const viesAnswerSchema = z.object({
  valid: z.boolean(),
  requestDate: z.string().refine((text) => !Number.isNaN(Date.parse(text))),
  requestIdentifier: z.string().max(64).nullish(),
  name: z.string().max(1000).nullish(),
  address: z.string().max(2000).nullish(),
  userError: z.string().max(64).nullish(),
});

/** VIES's shape when it refuses the question as a whole: `{ errorWrappers: [{ error }] }`. */
const viesFaultSchema = z.object({
  errorWrappers: z.array(z.object({ error: z.string().max(64) })).min(1),
});

const given = (text: string | null | undefined, max: number) => {
  const trimmed = text?.trim().replace(/\s+/g, ' ');
  return !trimmed || trimmed === NOT_GIVEN ? null : trimmed.slice(0, max);
};

/** Reads the body, refusing to hold more than VIES_MAX_ANSWER_BYTES of it. */
async function boundedText(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > VIES_MAX_ANSWER_BYTES) throw new VatRegistryUnavailableError('answer too large');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > VIES_MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new VatRegistryUnavailableError('answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new VatRegistryUnavailableError('answer is not JSON');
  }
}

/** What VIES said, as our answer; anything it does not send throws "unavailable". */
export function readViesAnswer(body: unknown, httpStatus: number): VatCheckAnswer {
  const fault = viesFaultSchema.safeParse(body);
  if (fault.success) {
    const code = fault.data.errorWrappers[0]?.error ?? 'unknown';
    throw new VatRegistryUnavailableError(`VIES refused the question (${code}, HTTP ${httpStatus})`);
  }
  if (httpStatus < 200 || httpStatus >= 300) throw new VatRegistryUnavailableError(`HTTP ${httpStatus}`);
  const parsed = viesAnswerSchema.safeParse(body);
  if (!parsed.success) throw new VatRegistryUnavailableError('answer is not what VIES sends');
  const answer = parsed.data;
  const userError = answer.userError ?? (answer.valid ? 'VALID' : 'INVALID');
  if (!ANSWERED.has(userError)) throw new VatRegistryUnavailableError(`VIES answered ${userError}`);
  // A "valid" flag beside an error code, or the other way round, is not an answer to rely on.
  if (answer.valid !== (userError === 'VALID')) {
    throw new VatRegistryUnavailableError(`VIES answered valid=${answer.valid} with ${userError}`);
  }
  return {
    result: answer.valid ? 'valid' : 'invalid',
    consultationNumber: given(answer.requestIdentifier, 64),
    name: given(answer.name, 255),
    address: given(answer.address, 512),
    checkedAt: new Date(answer.requestDate),
  };
}

/**
 * The EU's VIES REST service: `POST {VIES_URL}/check-vat-number` with the seller as requester, so the
 * answer carries a consultation number (`requestIdentifier`), the evidence an auditor asks for.
 * Redirects are not followed; a slow, oversized or unexpected answer counts as unavailable.
 */
export function createViesRegistry(options: { url: string; timeoutMs: number }): VatRegistry {
  const endpoint = `${options.url.replace(/\/+$/, '')}/check-vat-number`;
  return {
    kind: 'vies',
    async check(question: VatCheckQuestion, checkOptions: VatCheckOptions = {}) {
      const customer = splitVatId(question.vatId);
      const requester = splitVatId(question.requesterVatId);
      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            countryCode: customer.countryCode,
            vatNumber: customer.vatNumber,
            requesterMemberStateCode: requester.countryCode,
            requesterNumber: requester.vatNumber,
          }),
          redirect: 'error',
          signal: AbortSignal.timeout(checkOptions.timeoutMs ?? options.timeoutMs),
        });
        text = await boundedText(response);
      } catch (error) {
        if (error instanceof VatRegistryUnavailableError) throw error;
        const name = error instanceof Error ? error.name : 'error';
        throw new VatRegistryUnavailableError(name === 'TimeoutError' ? 'timeout' : `no answer (${name})`);
      }
      return readViesAnswer(parseJson(text), response.status);
    },
  };
}
