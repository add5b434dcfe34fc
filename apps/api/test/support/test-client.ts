import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send X-CSRF-TOKEN when the jar holds cookies (default true). */
  csrf?: boolean;
  /** Send X-Requested-With: XMLHttpRequest with unsafe methods (default true). */
  xhr?: boolean;
}

let clients = 0;

/** A documentation address (RFC 3849) per client, so one test's failed logins never throttle another's. */
function nextIp(): string {
  clients += 1;
  return `2001:db8::${clients.toString(16)}`;
}

/**
 * A browser in miniature: keeps cookies by path as a browser would (the refresh cookie goes only to
 * /v1/auth), and sends the CSRF and XHR headers with state-changing requests the way the web does.
 */
export class TestClient {
  private readonly jar = new Map<string, { value: string; path: string }>();
  private csrf: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string = nextIp(),
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.jar.set(name, { value, path });
  }

  /** The Cookie header a browser would send to this URL. */
  cookieHeader(url: string): string {
    return [...this.jar.entries()]
      .filter(([, cookie]) => url.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const response = await this.request('GET', '/v1/csrf-token');
      this.csrf = response.json<{ token: string }>().token;
    }
    return this.csrf;
  }

  /** Cookie, CSRF and XHR headers for a state-changing request to `url`. */
  async headersFor(url: string): Promise<Record<string, string>> {
    return {
      cookie: this.cookieHeader(url),
      'x-csrf-token': await this.csrfToken(),
      'x-requested-with': 'XMLHttpRequest',
    };
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    if (method !== 'GET') {
      // Fetching the token may set the CSRF cookie, so it comes before the Cookie header.
      if (this.cookieHeader(url) && options.csrf !== false) headers['x-csrf-token'] = await this.csrfToken();
      if (options.xhr !== false) headers['x-requested-with'] = 'XMLHttpRequest';
    }
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    const response = await this.app.inject({
      method,
      url,
      payload: options.payload,
      headers: { ...headers, ...options.headers },
      remoteAddress: this.ip,
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }
  post(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, { ...options, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, options);
  }
}

export interface SignedIn {
  client: TestClient;
  /** The access token from the body, for `Authorization: Bearer`. */
  token: string;
  bearer: { authorization: string };
  /** Cookie + X-CSRF-TOKEN + X-Requested-With headers for app.inject. */
  headers: Record<string, string>;
}

/** Signs in through POST /v1/login like the web does and fetches the CSRF token. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignedIn> {
  const client = new TestClient(app);
  const response = await client.post('/v1/login', { email, password });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  const token = response.json<{ token: string }>().token;
  return {
    client,
    token,
    bearer: { authorization: `Bearer ${token}` },
    headers: await client.headersFor('/v1/'),
  };
}
