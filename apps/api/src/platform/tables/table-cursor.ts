import { createHmac, timingSafeEqual } from 'node:crypto';
import { message } from '@portal/contract';
import { derivedKey } from '../auth/derived-key';
import { fieldError } from '../errors';

/** The key cursors are signed with, derived from the server secret for this purpose alone. */
export const tableCursorKey = (serverSecret: string): Buffer => derivedKey(serverSecret, 'table-cursor');

const SIGNATURE_BYTES = 16;

/**
 * What a cursor is valid for: the table and the order it was read in. A cursor answered for one
 * order (or table) is refused for another instead of seeking with values of the wrong columns.
 */
export type CursorScope = string;

const signatureOf = (key: Buffer, scope: CursorScope, payload: string) =>
  createHmac('sha256', key).update(`${scope}\n${payload}`).digest().subarray(0, SIGNATURE_BYTES);

/**
 * `<payload>.<signature>`, both base64url: the payload is the JSON list of the last row's sort
 * values as PostgreSQL writes them (full precision), the tiebreaker last; the signature an HMAC over
 * scope and payload (docs/decisions/0035).
 */
export function writeCursor(key: Buffer, scope: CursorScope, values: readonly string[]): string {
  const payload = Buffer.from(JSON.stringify(values)).toString('base64url');
  return `${payload}.${signatureOf(key, scope, payload).toString('base64url')}`;
}

const isTextList = (values: unknown, length: number): values is string[] =>
  Array.isArray(values) && values.length === length && values.every((value) => typeof value === 'string');

const forged = () => fieldError({ cursor: [message('validation.oneOf')] });

/** The values of a cursor this server wrote for the scope; anything else is a 422 on `cursor`. */
export function readCursor(key: Buffer, scope: CursorScope, cursor: string, length: number): string[] {
  const [payload = '', signature = '', ...rest] = cursor.split('.');
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, scope, payload);
  if (rest.length > 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw forged();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw forged();
  }
  if (!isTextList(values, length)) throw forged();
  return values;
}
