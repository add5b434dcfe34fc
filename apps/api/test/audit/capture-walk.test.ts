import type { Endpoint } from '@portal/contract';
import * as contract from '@portal/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { recordAudit } from '../../src/platform/audit';
import type { Executor } from '../../src/platform/db';
import { WEBHOOK_SECRET } from '../stripe/stripe-app';
import { useTestApp } from '../support/test-app';
import { installWriteTriggers, observe, publicTables } from './capture-probe';
import { DMP_TOKEN, ROUTE_WALKS, USAGE_TOKEN } from './capture-routes';
import { WALK_AGENT, Walker } from './capture-walker';

/**
 * Capture completeness (issue 13, decision 0054): every write route of the API, sent a valid
 * request, either writes an audit row in each transaction that changes a business table, or is on
 * the allow-list of routes that write no business data, which the walk checks too. The routes come
 * from the contract, so a new endpoint fails here until it is classified in capture-routes.ts.
 */

const testApp = useTestApp({
  env: {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    USAGE_SERVICE_TOKEN: USAGE_TOKEN,
    DMP_SERVICE_TOKEN: DMP_TOKEN,
  },
});

/** Tables that hold the business: a change to any of them must be audited. */
const BUSINESS_TABLES = [
  'users',
  'roles',
  'role_permissions',
  'user_roles',
  'organisations',
  'organisation_user',
  'payment_methods',
  'payments',
  'subscriptions',
  'invoices',
  'invoice_lines',
  'credit_notes',
  'notification_settings',
  'data_exports',
  'two_factor_secrets',
  'two_factor_recovery_codes',
  'email_changes',
  'clock_offsets',
  'coupons',
  'plans',
  'products',
  'terms_versions',
  // The Tools, DMP and Analytics apps' data the portal holds (decision 0059).
  'polls',
  'votes',
  'quizzes',
  'forms',
  'lead_data',
  'designs',
  'collections',
  'utm_tags',
  'domains',
  // A login-as as the customer reads it (decision 0063).
  'support_accesses',
  // Further addresses of the invoice mails (issue 32, decision 0079).
  'invoice_recipients',
  // The VAT registry's answers about a customer's VAT id and where it stands (decision 0080).
  'vat_checks',
  'vat_verifications',
  // Why customers cancel and the retention offers (decision 0085).
  'subscription_cancellations',
  'retention_offers',
  'retention_offer_responses',
  // The pauses customers asked for (decision 0085).
  'subscription_pauses',
] as const;

/** Bookkeeping: tables a write may change without an audit row, each with the reason. */
export const BOOKKEEPING_TABLES: Record<string, string> = {
  audit_entries: 'the audit log itself',
  refresh_sessions: 'sign-in sessions and their rotating tokens; sign-ins are audited as logins',
  login_history: 'the sign-in history, itself a log; each sign-in also writes a login audit row',
  login_throttles: 'rate-limit counters of sign-in attempts',
  login_challenges: 'the second step of a sign-in in progress',
  password_reset_tokens: 'one-time link tokens; the password they set is audited',
  email_confirmation_tokens: 'one-time link tokens; the confirmation they make is audited',
  mail_outbox: 'the mail transport',
  mail_server_health:
    'how deliveries through an account’s own mail server went (decision 0072); saving the server, which resets it, is audited',
  idempotency_keys: 'stored answers of money-moving requests, so a retry gets the same one',
  gateway_events: 'the inbox of the payment gateway’s webhooks',
  sandbox_objects: 'the sandbox gateway’s own store: it stands for the payment provider',
  charges:
    'the money-movement ledger (reserve, charge, record): what a charge did is audited on the invoice, payment or subscription it records; a reservation it creates is audited as a charge where a customer starts it (paying an invoice), the sweep that settles one writes `reconciled`',
  document_sequences: 'the gap-free invoice and credit note counters; the documents they number are audited',
  insights_digests: 'which digest periods were mailed',
  sepa_debit_notices:
    'the announcements of SEPA debits (decision 0082): each is the mail the customer got, written with the debit or the renewal it announces, which are audited',
  service_secrets:
    'fingerprints of the production keys, so a start with other keys refuses; keys installations before decision 0070 kept, which a start moves to the key file',
  usage_records: 'meter readings of the Tools app, rolled up once per day',
  app_figures: 'figures the DMP and Analytics apps report, one per app, account and day (decision 0075)',
  finance_mrr_anchors:
    'MRR and money the finance overview keeps for instants of the past, worked out from the invoices; their triggers mark them out of date',
  finance_mrr_anchor_subscriptions: 'the same, per subscription, for the start of a day',
  finance_mrr_movements: 'the same: the MRR movement from one kept day to the same day a month later',
};

/**
 * Bookkeeping columns of business tables, with the reason: a one-time code is spent first, on its
 * own, so that a code seen once never works again whatever happens after; what it proved is audited
 * (the login's `second_factor`, `confirmed_with` of turning two-factor sign-in off).
 */
export const BOOKKEEPING_COLUMNS: Record<string, Record<string, string>> = {
  two_factor_secrets: { last_used_step: 'the replay guard of the authenticator codes' },
  two_factor_recovery_codes: { used_at: 'a recovery code spent by the check that accepted it' },
};
const ignoredColumns = Object.fromEntries(
  Object.entries(BOOKKEEPING_COLUMNS).map(([table, columns]) => [table, Object.keys(columns)]),
);

const declared = Object.entries(contract)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([, group]) => Object.values(group as Record<string, unknown>))
  .filter((value): value is Endpoint => typeof value === 'object' && value !== null && 'path' in value);
const writeRoutes = declared
  .filter((endpoint) => endpoint.method !== 'GET')
  .map((endpoint) => `${endpoint.method} ${endpoint.path}`)
  .sort();

let walker: Walker;
beforeAll(async () => {
  await installWriteTriggers(testApp().db, ignoredColumns);
  walker = new Walker(testApp(), BUSINESS_TABLES, ignoredColumns);
});

describe('the capture walk’s classification', () => {
  it('knows every table of the schema as business or bookkeeping', async () => {
    const tables = await publicTables(testApp().db);
    const known = new Set<string>([...BUSINESS_TABLES, ...Object.keys(BOOKKEEPING_TABLES)]);
    expect(tables.filter((table) => !known.has(table))).toEqual([]);
    expect([...known].filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('classifies every write route of the contract, and only those', () => {
    expect(writeRoutes.length).toBeGreaterThan(40);
    expect(writeRoutes.filter((route) => !(route in ROUTE_WALKS))).toEqual([]);
    expect(Object.keys(ROUTE_WALKS).filter((route) => !writeRoutes.includes(route))).toEqual([]);
  });
});

describe('the capture probe', () => {
  // What the walk relies on, shown on writes made here: a change without an audit row, and one whose
  // audit row is written in another transaction, are both caught; one audited in its own is not.
  it('tells a change audited in its own transaction from one unaudited or audited apart', async () => {
    const { db } = testApp();
    const ownerId = await walker.idOf('owner@demo.test');
    const tables = ['users'];
    const audit = (tx: Executor) =>
      recordAudit(tx, {
        entityType: 'user',
        entityId: ownerId,
        event: 'updated',
        editor: null,
        accountId: ownerId,
      });
    const rename = (tx: Executor, name: string) =>
      tx.update(users).set({ city: name }).where(eq(users.id, ownerId));

    const unaudited = await observe(db, tables, {}, () => rename(db, 'Graz').then(() => undefined));
    expect(unaudited).toMatchObject({ changed: ['users'], audits: [], unaudited: [{ table: 'users' }] });

    const apart = await observe(db, tables, {}, async () => {
      await db.transaction((tx) => rename(tx, 'Linz'));
      await db.transaction((tx) => audit(tx));
    });
    expect(apart.audits).toHaveLength(1);
    expect(apart.unaudited).toEqual([{ table: 'users', transactions: 1 }]);

    const together = await observe(db, tables, {}, () =>
      db.transaction(async (tx) => {
        await rename(tx, 'Vienna');
        await audit(tx);
      }),
    );
    expect(together).toMatchObject({ changed: ['users'], unaudited: [] });

    // Writing a row as it was is no change at all.
    const same = await observe(db, tables, {}, () => rename(db, 'Vienna').then(() => undefined));
    expect(same).toMatchObject({ changed: [], unaudited: [] });
  });
});

describe('every write route audits what it changes', () => {
  for (const route of writeRoutes) {
    const walk = ROUTE_WALKS[route];
    it(route, async () => {
      if (!walk) throw new Error(`${route} is not classified in capture-routes.ts (decision 0054)`);
      walker.measured = null;
      await walk.walk(walker);
      const measured = walker.takeMeasured(route);
      const { observed, request } = measured;
      expect(measured.response.statusCode, measured.response.body).toBeLessThan(300);

      if (walk.writesNoBusinessData !== undefined) {
        expect(observed.changed, `${route} is allow-listed as writing no business data`).toEqual([]);
        return;
      }
      const excused = walk.unaudited ?? {};
      const unaudited = observed.unaudited.filter(({ table }) => !(table in excused));
      expect(unaudited, `${route} changed business tables in transactions without an audit row`).toEqual([]);

      for (const expected of walk.audits) {
        expect(
          observed.audits.some(
            (row) => row.entityType === expected.entityType && row.event === expected.event,
          ),
          `${route} writes a ${expected.event} audit row of a ${expected.entityType}; it wrote ${JSON.stringify(
            observed.audits.map((row) => `${row.entityType} ${row.event}`),
          )}`,
        ).toBe(true);
      }
      // Every row the request wrote carries its meta (the system's rows, e.g. renewals a time
      // travel runs, carry none); a request that audits anything names itself at least once.
      if (request && observed.audits.length > 0) {
        const own = observed.audits.filter((row) => row.url !== null);
        expect(own.length, `${route}: an audit row with the request's meta`).toBeGreaterThan(0);
        for (const row of own) {
          expect(row, route).toMatchObject({
            url: request.url,
            ipAddress: request.ip,
            userAgent: WALK_AGENT,
          });
        }
      }
    });
  }
});
