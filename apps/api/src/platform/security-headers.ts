import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

// Hosts Stripe.js needs (its script, its card and 3-D Secure frames, its API), as Stripe documents.
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

// The tag manager's container script and the measurement calls its tags make.
const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/** The origin of an absolute http(s) URL that is not our own, or null (relative paths are ours). */
function foreignOrigin(value: string | undefined, publicUrl: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, publicUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === new URL(publicUrl).origin ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of every answer (decision 0028). Scripts come from our own origin
 * only: the built page has no inline script. Styles allow 'unsafe-inline' because emotion (MUI)
 * injects <style> elements at run time, and the mail viewer shows mails with inline styles. Third
 * parties appear only when configured: Stripe with PAYMENT_GATEWAY=stripe, the tag manager with
 * TAG_MANAGER_ID, the chat widget's host with CHAT_WIDGET_URL, and the CDN's host for images.
 */
export function contentSecurityPolicyDirectives(config: Config): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    // The sandbox's 3-D Secure page is framed from our own origin.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const add = (directive: string, sources: readonly (string | null)[]) => {
    for (const source of sources) {
      if (source && !directives[directive]?.includes(source)) directives[directive]?.push(source);
    }
  };
  add('img-src', [foreignOrigin(config.CDN_URL, config.publicUrl)]);
  if (config.PAYMENT_GATEWAY === 'stripe') {
    add('script-src', STRIPE.script);
    add('frame-src', STRIPE.frame);
    add('connect-src', STRIPE.connect);
  }
  if (config.TAG_MANAGER_ID) {
    add('script-src', TAG_MANAGER.script);
    add('img-src', TAG_MANAGER.img);
    add('connect-src', TAG_MANAGER.connect);
  }
  const chat = foreignOrigin(config.CHAT_WIDGET_URL, config.publicUrl);
  if (chat) {
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src']) {
      add(directive, [chat]);
    }
  }
  return directives;
}

/** Browser features the portal never uses are off; the Payment Request API only for Stripe's frames. */
export function permissionsPolicy(config: Config): string {
  const payment = config.PAYMENT_GATEWAY === 'stripe' ? '(self "https://js.stripe.com")' : '()';
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=${payment}`,
    'usb=()',
    'browsing-topics=()',
  ].join(', ');
}

/**
 * The headers, computed once from the configuration. X-Frame-Options is frame-ancestors for older
 * browsers; it and nosniff are here (not only in helmet) so the router's own error answers carry
 * them as well.
 */
export function securityHeadersOf(config: Config): Record<string, string> {
  const csp = Object.entries(contentSecurityPolicyDirectives(config))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': csp,
    'permissions-policy': permissionsPolicy(config),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
  };
}

/**
 * Sends the headers with every answer: the web page, the API's JSON (a browser that opens an API
 * URL renders it under the same policy) and errors. A route may replace them with a narrower policy
 * of its own (the sandbox's 3-D Secure page).
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
