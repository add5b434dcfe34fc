// The service itself.
import { z } from 'zod';
import { tokenResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';

/** The liveness answer of `GET /v1/health`. */
export const healthSchema = z.object({ status: z.literal('ok') });

/** The service answers (for load balancers and monitors). */
export const health = defineEndpoint({
  method: 'GET',
  path: '/v1/health',
  summary: 'The service answers',
  public: true,
  response: healthSchema,
});

export const csrfToken = defineEndpoint({
  method: 'GET',
  path: '/v1/csrf-token',
  summary: 'The CSRF token a cookie session sends as `X-CSRF-TOKEN` on every state change',
  public: true,
  response: tokenResponseSchema,
});
