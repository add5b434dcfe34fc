import { type PublicConfig, publicConfigEndpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { routeEndpoint } from '../../platform/endpoint-route';

export function publicConfigOf(config: Config): PublicConfig {
  return {
    toolsUrl: config.TOOLS_URL,
    dmpUrl: config.DMP_URL,
    analyticsUrl: config.ANALYTICS_URL,
    adsUrl: config.ADS_URL,
    helpCenterUrl: config.HELP_CENTER_URL,
    landingUrl: config.LANDING_URL,
    cdnUrl: config.CDN_URL,
    termsUrl: config.TERMS_URL,
    privacyUrl: config.PRIVACY_URL,
    dpaUrl: config.DPA_URL,
    appDebug: config.APP_DEBUG,
    paymentGateway: config.PAYMENT_GATEWAY,
    stripePublishableKey:
      config.PAYMENT_GATEWAY === 'stripe' ? (config.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    // An empty variable means "not configured", like an unset one.
    tagManagerId: config.TAG_MANAGER_ID || null,
    chatWidgetUrl: config.CHAT_WIDGET_URL || null,
    salesEmail: config.SALES_EMAIL,
  };
}

/** `GET /v1/config`: what the web needs before anyone signs in (hosts, links, debug flag, gateway). */
export function publicConfigRoutes(app: FastifyInstance): void {
  const body = publicConfigOf(app.deps.config);
  routeEndpoint(app, publicConfigEndpoints.get, async () => body);
}
