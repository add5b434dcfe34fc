import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Answer } from './fake-stripe-api';
import { stripeId } from './fake-stripe-objects';
import { FakeStripePayments } from './fake-stripe-payments';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body (POST) or the query string (GET), as Stripe's SDK encodes it. */
  form: URLSearchParams;
}

/**
 * Stripe's API in miniature on 127.0.0.1 and a random port: exactly the calls the gateway makes, in
 * Stripe's wire format (form-encoded requests, JSON answers, errors under `error`), with Stripe's
 * idempotency (a repeated key replays the first answer). Records every request; can fail on demand.
 */
export class FakeStripeServer extends FakeStripePayments {
  readonly requests: RecordedRequest[] = [];
  private readonly replies = new Map<string, { fingerprint: string; answer: Answer }>();
  private failures: (Answer & { path: string | undefined })[] = [];
  private readonly server = createServer((request, response) => {
    void this.handle(request).then((answer) => {
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': stripeId('req'),
      });
      response.end(JSON.stringify(answer.body));
    });
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The next `count` requests (to `path`, if given) answer `status` with Stripe's api_error body. */
  failNext(count: number, status = 500, path?: string): void {
    const body = { error: { type: 'api_error', message: 'An unknown error occurred on our side.' } };
    this.failures.push(...Array.from({ length: count }, () => ({ status, body, path })));
  }

  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter(
      (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
    );
  }

  private async handle(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const form = method === 'GET' ? url.searchParams : new URLSearchParams(raw);
    this.requests.push({ method, path: url.pathname, headers: request.headers, form });
    const failing = this.failures.findIndex((f) => f.path === undefined || f.path === url.pathname);
    if (failing >= 0) return this.failures.splice(failing, 1)[0] as Answer;
    const key = request.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return this.route(method, url.pathname, form);
    const fingerprint = `${url.pathname}?${raw}`;
    const earlier = this.replies.get(key);
    if (earlier) {
      if (earlier.fingerprint === fingerprint) return earlier.answer;
      return {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      };
    }
    const answer = this.route(method, url.pathname, form);
    // Stripe does not keep answers of requests that failed on its side.
    if (answer.status < 500) this.replies.set(key, { fingerprint, answer });
    return answer;
  }
}

export const startFakeStripe = () => new FakeStripeServer().start();
