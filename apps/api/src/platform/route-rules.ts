import { allows, type RuleName } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { refuseWhileActingAs } from './auth/login-as-access';
import { refuseSuspendedWrite } from './auth/suspended-access';
import { forbidden, unauthenticated } from './errors';
import './principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The named permission rule (spec §6) a caller must satisfy. */
    rule?: RuleName;
    /** Open to everyone, signed in or not. */
    public?: boolean;
    /**
     * A request that writes nothing although it is not a GET (a quote: POST for its body schema):
     * it leaves the signed-in cache alone (docs/decisions/0017, 0036).
     */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    /** Every route with what it needs, for the permission-matrix test and the docs. */
    routeRegistry: RegisteredRoute[];
  }
}

export type RegisteredRoute =
  | { method: string; url: string; rule: RuleName; public: false }
  | { method: string; url: string; rule: null; public: true };

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Where the browsable API reference lives (platform/openapi.ts). */
export const DOCS_PREFIX = '/docs';

/**
 * Every route states who may call it. A route that declares neither a rule nor `public: true`
 * stops the server from starting, so no endpoint is left open by omission.
 */
export function enforceRouteRules(app: FastifyInstance): void {
  app.decorate('routeRegistry', []);
  app.addHook('onRoute', (route) => {
    // The API reference (`/docs`, served by a plugin that sets no config) is public documentation.
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, public: true };
    }
    const config = route.config as { rule?: RuleName; public?: boolean } | undefined;
    if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
    if (!config?.public && !config?.rule) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares neither a rule nor public: true`);
    }
    for (const method of [route.method].flat()) {
      app.routeRegistry.push(
        config.public || !config.rule
          ? { method, url: route.url, rule: null, public: true }
          : { method, url: route.url, rule: config.rule, public: false },
      );
    }
  });

  // Before body validation, so a caller without the right learns nothing from validation errors.
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config as { rule?: RuleName; public?: boolean };
    if (config.public || !config.rule) return;
    if (!request.principal) throw unauthenticated();
    if (!allows(request.principal.permissions, config.rule)) throw forbidden();
    const readOnly = READING_METHODS.has(request.method) || request.routeOptions.config?.readOnly === true;
    refuseSuspendedWrite(request, readOnly);
    refuseWhileActingAs(request, readOnly, app.deps.clock.now());
  });
}
