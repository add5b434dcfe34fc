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

/** `GET /livez`: the process runs (an orchestrator restarts it when this fails). */
export const livez = defineEndpoint({
  method: 'GET',
  path: '/livez',
  summary: 'The process runs (liveness probe)',
  public: true,
  response: healthSchema,
});

/**
 * `GET /readyz`: the process may take traffic: its database answers, every migration is applied and
 * it is not shutting down. 503 with the failing checks otherwise.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({ database: z.boolean(), migrations: z.boolean(), draining: z.boolean() }),
});
export type Readiness = z.infer<typeof readinessSchema>;

export const readyz = defineEndpoint({
  method: 'GET',
  path: '/readyz',
  summary: 'The process may take traffic (readiness probe); 503 with the failing checks otherwise',
  public: true,
  response: readinessSchema,
});

/**
 * `GET /metrics`: Prometheus' text format, for the bearer of the operator's METRICS_TOKEN; without one
 * configured the route does not exist.
 */
export const metrics = defineEndpoint({
  method: 'GET',
  path: '/metrics',
  summary: 'Prometheus metrics (Bearer METRICS_TOKEN; absent without one)',
  public: true,
  response: null,
});

export const csrfToken = defineEndpoint({
  method: 'GET',
  path: '/v1/csrf-token',
  summary: 'The CSRF token a cookie session sends as `X-CSRF-TOKEN` on every state change',
  public: true,
  response: tokenResponseSchema,
});
