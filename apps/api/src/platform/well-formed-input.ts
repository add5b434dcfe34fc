import { message } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * A NUL byte or a UTF-16 surrogate without its partner. No text a person types holds one, and
 * PostgreSQL refuses both in `text` (NUL) or turns them into an error deep inside a query.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const isMalformed = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

const MAX_DEPTH = 32;

/** The dotted path of the first string (value or object key) that is not well-formed text, if any. */
export function findMalformedText(value: unknown, path: string[] = [], depth = 0): string | null {
  const here = () => path.join('.') || 'body';
  if (typeof value === 'string') return isMalformed(value) ? here() : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findMalformedText(item, [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isMalformed(key)) return [...path, key].join('.');
    const found = findMalformedText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The query string's names and values must be valid percent-encoded UTF-8: the parser keeps a
 * malformed one (`%ED%A0%80`, `%ZZ`) as it came, which no route expects.
 */
function malformedQueryField(url: string): string | null {
  const start = url.indexOf('?');
  if (start === -1) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    const [name = '', value = ''] = pair.split('=', 2);
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    let field: string;
    try {
      field = decode(name);
    } catch {
      return 'query';
    }
    try {
      decode(value);
    } catch {
      return field;
    }
  }
  return null;
}

const refuse = (field: string) =>
  new AppError(422, 'validation_failed', 'errors.validation', {
    errors: { [field]: [message('validation.characters')] },
  });

/**
 * Refuses malformed text once for every route, before any schema or handler sees it: path
 * parameters, query string and JSON body. The answer is the usual 422 `validation_failed` naming the
 * field, so forms show it where the text was typed (decision 0028).
 */
export function registerWellFormedInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const queryField = malformedQueryField(request.url);
    if (queryField) throw refuse(queryField);
    const field =
      findMalformedText(request.params, []) ??
      findMalformedText(request.query, []) ??
      findMalformedText(request.body, []);
    if (field) throw refuse(field);
  });
}
