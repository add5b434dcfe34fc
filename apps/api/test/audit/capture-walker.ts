import type { AuditEntityType, AuditEvent } from '@portal/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox, users } from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { rowsOf } from '../../src/platform/db';
import { mailSecretKey } from '../../src/platform/mail/create-mailer';
import { openSecret } from '../../src/platform/mail/sealed-secret';
import { AUSTRIAN_BILLING } from '../subscriptions/buyer';
import type { TestApp } from '../support/test-app';
import { type RequestOptions, TestClient } from '../support/test-client';
import { type IgnoredColumns, type Observed, observe } from './capture-probe';

/** Every request of the walk names this browser, so the audit rows' user agent can be checked. */
export const WALK_AGENT = 'CaptureWalk/1.0 (audit capture test)';
export const WALK_PASSWORD = 'Walk-Password-2026!';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A browser of the walk: the test client, sending the walk's user agent with every request. */
export class WalkClient extends TestClient {
  override request(method: Method, url: string, options: RequestOptions = {}) {
    return super.request(method, url, {
      ...options,
      headers: { 'user-agent': WALK_AGENT, ...options.headers },
    });
  }
}

/** The one request a walk measures, with what its audit rows' meta must say. */
export interface Measured {
  response: LightMyRequestResponse;
  observed: Observed;
  /** The request's path and the client's address; none for a caller that is not a walk client. */
  request: { url: string; ip: string } | null;
}

/** What a route's audit rows must include: one row of this entity type with this event, at least. */
export interface ExpectedAudit {
  entityType: AuditEntityType;
  event: AuditEvent;
}

let people = 0;

/** Signs in, creates fresh accounts and measures the one request a route walk is about. */
export class Walker {
  measured: Measured | null = null;

  constructor(
    readonly testApp: TestApp,
    private readonly businessTables: readonly string[],
    private readonly ignored: IgnoredColumns,
  ) {}

  get app() {
    return this.testApp.app;
  }
  get db() {
    return this.testApp.db;
  }

  /** The request the last walk measured, once; a walk that measured none is a mistake in it. */
  takeMeasured(route: string): Measured {
    const measured = this.measured;
    this.measured = null;
    if (!measured) throw new Error(`the walk of ${route} measured no request`);
    return measured;
  }

  client(): WalkClient {
    return new WalkClient(this.app);
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<WalkClient> {
    const client = this.client();
    const response = await client.post('/v1/login', { email, password });
    expect(response.statusCode, `sign-in of ${email}: ${response.body}`).toBe(200);
    return client;
  }

  async idOf(email: string): Promise<number> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  }

  /** The secret link token of the newest mail of `template` to `email`, as the transport gets it. */
  async mailedToken(email: string, template: string): Promise<string> {
    const [mail] = await this.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    if (!mail?.sealedSecret) throw new Error(`no undelivered ${template} mail to ${email}`);
    return openSecret(mailSecretKey(this.app.deps.secrets.jwt), mail.sealedSecret, mail.toAddress);
  }

  /** A registration through the API, not yet confirmed. */
  async register(): Promise<string> {
    people += 1;
    const email = `walker-${people}-${Date.now()}@walk.test`;
    const response = await this.client().post('/v1/register', {
      email,
      firstname: 'Wanda',
      lastname: 'Walker',
      password: WALK_PASSWORD,
      password_confirmation: WALK_PASSWORD,
      language: 'en',
    });
    expect(response.statusCode, response.body).toBe(200);
    return email;
  }

  /** A new account owner, confirmed and signed in (with invoice data unless told otherwise). */
  async freshOwner(options: { billing?: boolean } = {}) {
    const email = await this.register();
    const token = await this.mailedToken(email, 'confirm-email');
    const confirmed = await this.client().post('/v1/register/confirm', { email, token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const client = await this.signIn(email, WALK_PASSWORD);
    if (options.billing !== false) {
      const saved = await client.put('/v1/account/billing/information', {
        ...AUSTRIAN_BILLING,
        invoice_email: email,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return { client, email, id: await this.idOf(email) };
  }

  /** A card typed into the sandbox's card input (not yet saved): its gateway id. */
  async typedCard(number = '4242424242424242'): Promise<string> {
    const created = await this.client().post('/v1/sandbox/payment-methods', {
      type: 'card',
      card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' },
      billing_details: { name: 'Wanda Walker' },
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ id: string }>().id;
  }

  /** A saved card of the signed-in owner; answers our id of it. */
  async savedCard(client: WalkClient, isDefault = true, number?: string): Promise<string> {
    const saved = await client.post('/v1/account/billing/payment-methods', {
      paymentId: await this.typedCard(number),
      isDefault,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ data: { id: string } }>().data.id;
  }

  /** The request under test, from a walk client: measured, its meta known. */
  async measure(
    client: WalkClient,
    method: Method,
    url: string,
    payload?: unknown,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> {
    let response: LightMyRequestResponse | undefined;
    const observed = await observe(this.db, this.businessTables, this.ignored, async () => {
      response = await client.request(method, url, { ...options, payload: payload as never });
    });
    if (!response) throw new Error('no response');
    this.measured = { response, observed, request: { url, ip: client.ip } };
    return response;
  }

  /** The request under test from another caller (a service, a webhook): measured, no meta checked. */
  async measureRaw(send: () => Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
    let response: LightMyRequestResponse | undefined;
    const observed = await observe(this.db, this.businessTables, this.ignored, async () => {
      response = await send();
    });
    if (!response) throw new Error('no response');
    this.measured = { response, observed, request: null };
    return response;
  }

  /** The open card invoice of a demo customer in dunning, whose saved card is refused. */
  async openCardInvoiceOf(email: string): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await this.db.execute(
        sql`select i.id from invoices i join users u on u.id = i.user_id
            where u.email = ${email} and i.status = 'open' order by i.id desc limit 1`,
      ),
    );
    const id = row?.id;
    if (id === undefined) throw new Error(`no open invoice of ${email}`);
    return Number(id);
  }
}
