import { describe, expect, it } from 'vitest';
import { readErrorBody } from '../src/error-body';
import { errorBodySchema } from '../src/errors';

const samples: unknown[] = [
  { status: 'forbidden', message: 'No.' },
  { status: 'validation_failed', message: 'Invalid.', errors: { email: ['Required.', 'Too long.'] } },
  { status: 'conflict', message: 'Taken.', data: { id: 3 }, extra: 'dropped' },
  { status: 'server_error', message: 'Oops.', data: null },
  { status: 'validation_failed', message: 'Invalid.', errors: {} },
  { status: 'validation_failed', message: 'Invalid.', errors: { email: 'Required.' } },
  { status: 'validation_failed', message: 'Invalid.', errors: { email: [1] } },
  { status: 'validation_failed', message: 'Invalid.', errors: [['Required.']] },
  { status: 'validation_failed', message: 'Invalid.', errors: null },
  { status: 401, message: 'Unauthenticated.' },
  { status: 'unauthenticated' },
  { message: 'Unauthenticated.' },
  [],
  null,
  'Unauthenticated.',
  42,
];

describe('readErrorBody', () => {
  it('reads exactly what the error body schema accepts, and yields the same body', () => {
    for (const sample of samples) {
      const parsed = errorBodySchema.safeParse(sample);
      expect(readErrorBody(sample), JSON.stringify(sample)).toEqual(parsed.success ? parsed.data : null);
    }
  });
});
