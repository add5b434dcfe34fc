import { randomBytes } from 'node:crypto';
import { sandboxEndpoints as endpoints } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { routeEndpoint } from '../../platform/endpoint-route';
import { rateLimitOf } from '../../platform/rate-limits';
import { renderChallengePage } from './challenge-page';
import { answering, intentView } from './sandbox-answers';
import type { SandboxGateway } from './sandbox-gateway';

/**
 * 3-D Secure: the issuer's page the portal shows in an iframe, and the answer it posts. Both are
 * reachable with the intent's client secret only.
 */
export function challengeRoutes(app: FastifyInstance, sandbox: SandboxGateway): void {
  const limited = { rateLimit: rateLimitOf(app.deps.config, 'sandbox') };
  const { browser } = sandbox;

  routeEndpoint(
    app,
    endpoints.challengePage,
    async (request, reply) => {
      const { intentId } = request.params;
      const { client_secret: clientSecret, lang } = request.query;
      const language = lang ?? request.language;
      const intent = await answering(language, () => browser.intentForClient(intentId, clientSecret));
      const nonce = randomBytes(16).toString('base64');
      const page = renderChallengePage({
        language,
        intentId,
        clientSecret,
        intent,
        merchant: app.deps.config.SELLER_NAME,
        nonce,
      });
      // The CSRF transform adds the meta tag the page's script sends back with its answer.
      const html = app.pageTransforms.reduce(
        (current, transform) => transform(current, request, reply),
        page,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'SAMEORIGIN')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; ` +
            "frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
        )
        .send(html);
    },
    limited,
  );

  routeEndpoint(
    app,
    endpoints.answerChallenge,
    async (request) => {
      const { id } = request.params;
      const { client_secret, result } = request.body;
      const intent = await answering(request.language, () =>
        browser.answerChallenge({ id, clientSecret: client_secret, result }),
      );
      return intentView(id, intent, request.language);
    },
    limited,
  );
}
