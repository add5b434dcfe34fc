import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountRoutes } from './modules/account/routes';
import { accountDeletionRoutes } from './modules/account-deletion/index';
import { adminUsersRoutes } from './modules/admin-users/index';
import { auditRoutes } from './modules/audit/index';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { clientsRoutes } from './modules/clients/index';
import { dataExportRoutes } from './modules/data-export/index';
import { domainsRoutes } from './modules/domains/index';
import { eInvoicesRoutes } from './modules/e-invoices/routes';
import { extraUsersRoutes } from './modules/extra-users/index';
import { financeRoutes } from './modules/finance/index';
import { insightsRoutes } from './modules/insights/routes';
import { invoiceArchiveRoutes } from './modules/invoice-archive/index';
import { invoiceDataRoutes } from './modules/invoice-data/index';
import { invoicesRoutes } from './modules/invoices/routes';
import { mailOutboxRoutes } from './modules/mail-outbox/routes';
import { mailServerRoutes } from './modules/mail-server/routes';
import { moneyRoutes } from './modules/money/index';
import { notificationsRoutes } from './modules/notifications/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { profileRoutes } from './modules/profile/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { isSandboxGateway, sandboxRoutes } from './modules/sandbox-gateway/index';
import { securityRoutes } from './modules/security/routes';
import { subscriptionsRoutes } from './modules/subscriptions/routes';
import { vatIdRoutes } from './modules/vat-ids/index';
import { webhooksRoutes } from './modules/webhooks/routes';
import type { AppDeps } from './platform/app-deps';
import { registerAuthentication } from './platform/auth/authenticate';
import { registerCsrf } from './platform/csrf';
import { answerFrameworkError, registerErrorHandler } from './platform/errors';
import { registerHealthRoutes } from './platform/health';
import { languageFromHeader } from './platform/i18n/index';
import { createLogger, registerRequestLog } from './platform/logging';
import { registerMetrics } from './platform/metrics';
import { registerOpenApi } from './platform/openapi';
import { registerRateLimits } from './platform/rate-limits';
import { registerRequestTrace } from './platform/request-trace';
import { enforceRouteRules } from './platform/route-rules';
import { registerSecurityHeaders, securityHeadersOf } from './platform/security-headers';
import { registerStorageRoutes } from './platform/storage/serve-storage';
import { registerWebApp } from './platform/web-app';
import { registerWellFormedInput } from './platform/well-formed-input';

export interface BuildOptions {
  /**
   * `all`: the portal (web role); `probes`: only /livez and /readyz, for a worker process that serves
   * no traffic but is watched like every other (issue 16, PORTAL_ROLE).
   */
  serve?: 'all' | 'probes';
}

/** Builds the service: platform plugins first, then the modules, always in this order. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const securityHeaders = securityHeadersOf(deps.config);
  const app = Fastify({
    ...(deps.config.NODE_ENV === 'test' ? { logger: false } : { loggerInstance: createLogger(deps.config) }),
    // One line per request, written by registerRequestLog once it is answered.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For and -Proto are believed only from the proxies TRUST_PROXY names: anyone else
    // could claim any address and slip past the per-IP login limit (docs/decisions/0025).
    trustProxy: deps.config.TRUST_PROXY,
    // The router's own refusals (a malformed URL) answer in the one error shape too.
    frameworkErrors: answerFrameworkError(securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('language', 'en');
  app.decorateRequest('principal', null);
  // First of the request's hooks: all the others, the handler and the jobs it enqueues run in its trace.
  registerRequestTrace(app);
  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
  });

  registerRequestLog(app);
  enforceRouteRules(app);
  registerErrorHandler(app, { debug: deps.config.APP_DEBUG });
  // helmet's other headers; CSP, Permissions-Policy and framing are ours (they depend on the configuration).
  await app.register(helmet, { contentSecurityPolicy: false, frameguard: false });
  registerSecurityHeaders(app, securityHeaders);
  registerWellFormedInput(app);
  await app.register(cookie);
  await registerRateLimits(app, deps.config, deps.clock);
  await registerOpenApi(app);
  // CSRF first: a refused request costs no database lookup.
  registerCsrf(app);
  registerAuthentication(app);

  registerHealthRoutes(app, deps);
  registerMetrics(app, deps.metrics, deps.config.METRICS_TOKEN);
  if (options.serve === 'probes') return app;
  publicConfigRoutes(app);
  authRoutes(app);
  accountRoutes(app);
  profileRoutes(app);
  accountDeletionRoutes(app);
  dataExportRoutes(app);
  securityRoutes(app);
  notificationsRoutes(app);
  mailServerRoutes(app);
  mailOutboxRoutes(app);
  catalogRoutes(app);
  paymentsRoutes(app);
  // The sandbox's browser side and 3-D Secure page exist only while it is the gateway.
  if (isSandboxGateway(deps.gateway)) sandboxRoutes(app, deps.gateway);
  invoicesRoutes(app);
  invoiceArchiveRoutes(app);
  invoiceDataRoutes(app);
  vatIdRoutes(app);
  eInvoicesRoutes(app);
  moneyRoutes(app);
  subscriptionsRoutes(app);
  extraUsersRoutes(app);
  insightsRoutes(app);
  financeRoutes(app);
  webhooksRoutes(app);
  auditRoutes(app);
  clientsRoutes(app);
  domainsRoutes(app);
  adminUsersRoutes(app);

  registerStorageRoutes(app, deps.config, deps.storage);
  await registerWebApp(app, deps.config);
  return app;
}
