import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditEntries,
  collections,
  creditNotes,
  dataExports,
  designs,
  domains,
  emailChanges,
  forms,
  invoices,
  leadData,
  loginHistory,
  mailOutbox,
  notificationSettings,
  paymentMethods,
  payments,
  polls,
  quizzes,
  refreshSessions,
  subscriptions,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
  utmTags,
  votes,
} from '../../src/db/schema/index';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts';
import { runAccountDeletion } from '../../src/modules/account-deletion/index';
import { isSandboxGateway } from '../../src/modules/sandbox-gateway/index';
import { buyerWithCard, CARDS, TOOLS_ENTERPRISE_MONTH } from '../subscriptions/buyer';
import { confirmRegistration } from '../support/confirm-registration';
import { useTestApp } from '../support/test-app';
import { loginAs, TestClient } from '../support/test-client';

const testApp = useTestApp();

const DELETE = { confirmed: true, reason: 'switched_service', comment: '' };

async function userByEmail(email: string) {
  const [row] = await testApp().db.select().from(users).where(eq(users.email, email));
  return row;
}

/** Every call the job makes at the gateway, on the app's own (sandbox) gateway. */
function watchGateway() {
  const { gateway } = testApp().deps;
  return {
    detach: vi.spyOn(gateway, 'detachPaymentMethod'),
    cancel: vi.spyOn(gateway, 'cancelPaymentIntent'),
    restore() {
      vi.restoreAllMocks();
    },
  };
}

describe('the account deletion job', () => {
  it('ends billing at the gateway, removes personal data and sub-users, keeps the books, once', async () => {
    const { app, db, deps } = testApp();
    const owner = (await userByEmail('owner@demo.test'))!;
    const subUsers = await db.select().from(users).where(eq(users.parentId, owner.id));
    expect(subUsers.length).toBeGreaterThan(0);
    const methods = await db.select().from(paymentMethods).where(eq(paymentMethods.userId, owner.id));
    const liveMethods = methods.filter((method) => method.deletedAt === null);
    expect(liveMethods.length).toBeGreaterThan(1);
    const booksBefore = await db.select().from(invoices).where(eq(invoices.userId, owner.id));
    const notesBefore = await db.select().from(creditNotes).where(eq(creditNotes.userId, owner.id));
    expect(booksBefore.some((invoice) => invoice.buyer.street)).toBe(true);

    // Personal data of every kind the account page can hold.
    await deps.storage.putPublic('user/owner-avatar.webp', Buffer.from('avatar'));
    await db
      .update(users)
      .set({
        image: 'owner-avatar.webp',
        mailServer: { host: 'smtp.owner.test', username: 'u', password: 'p', port: 587, encryption: 'tls' },
      })
      .where(eq(users.id, owner.id));
    await db.insert(notificationSettings).values({ userId: owner.id, typeId: 4, active: true });
    await deps.storage.writePrivate('exports/owner.zip', async (sink) => {
      sink.end('PK');
    });
    await db.insert(dataExports).values({
      userId: owner.id,
      status: 'ready',
      storageKey: 'exports/owner.zip',
      requestedAt: new Date(),
    });
    await db.insert(emailChanges).values({
      userId: owner.id,
      newEmail: 'owner-new@demo.test',
      tokenHash: 'd'.repeat(64),
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    const { client } = await loginAs(app, 'owner@demo.test');
    // Two-factor sign-in turned on after signing in (before, the login would ask for a code).
    await db
      .insert(twoFactorSecrets)
      .values({ userId: owner.id, secretSealed: 'sealed', enabledAt: new Date() });
    await db.insert(twoFactorRecoveryCodes).values({ userId: owner.id, codeHash: 'c'.repeat(64) });
    // The apps' data the portal holds (decision 0059): the demo seed gives the owner some of each.
    const appsData = [polls, votes, quizzes, forms, leadData, designs, collections, utmTags, domains];
    for (const table of appsData)
      expect(await db.$count(table, eq(table.userId, owner.id))).toBeGreaterThan(0);
    const gateway = watchGateway();
    try {
      const response = await client.post('/v1/account/delete', DELETE);
      expect(response.statusCode, response.body).toBe(200);
      // Charges stop with the request: nothing is live, so no renewal or retry can follow.
      const liveNow = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, owner.id), ne(subscriptions.status, 'ended')));
      expect(liveNow).toEqual([]);

      await deps.jobs.drain();

      // The gateway detached every saved method, with keys that name our records.
      expect(gateway.detach).toHaveBeenCalledTimes(liveMethods.length);
      for (const method of liveMethods) {
        expect(gateway.detach).toHaveBeenCalledWith(method.gatewayId, {
          idempotencyKey: `account-deletion-${owner.id}-detach-${method.id}`,
        });
      }
      expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, owner.id))).toEqual([]);

      // The tombstone: no personal data, no way in.
      const tombstone = (await db.select().from(users).where(eq(users.id, owner.id)))[0]!;
      expect(tombstone).toMatchObject({
        email: `deleted-${owner.id}@deleted.invalid`,
        firstname: '',
        lastname: '',
        image: null,
        mailServer: null,
        company: null,
        street: null,
        city: null,
        postalCode: null,
        vatId: null,
        phoneNumber: null,
        invoiceEmail: null,
        providerCustomerId: null,
        cardLastFour: null,
      });
      expect(tombstone.deletedAt).toBeInstanceOf(Date);
      await expect(stat(path.join(deps.storage.publicDir, 'user/owner-avatar.webp'))).rejects.toThrow();
      expect(await deps.storage.privateSize('exports/owner.zip')).toBeNull();
      for (const table of [
        refreshSessions,
        loginHistory,
        notificationSettings,
        emailChanges,
        dataExports,
        twoFactorSecrets,
        twoFactorRecoveryCodes,
        ...appsData,
      ]) {
        expect(await db.select().from(table).where(eq(table.userId, owner.id))).toEqual([]);
      }

      // The sub-users are gone with everything of theirs.
      const subUsersLeft = await db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            subUsers.map((member) => member.id),
          ),
        );
      expect(subUsersLeft).toEqual([]);

      // The books stay, each with the billing address printed on it.
      const booksAfter = await db.select().from(invoices).where(eq(invoices.userId, owner.id));
      expect(booksAfter.map((invoice) => [invoice.id, invoice.status, invoice.buyer])).toEqual(
        booksBefore.map((invoice) => [invoice.id, invoice.status, invoice.buyer]),
      );
      expect(await db.select().from(creditNotes).where(eq(creditNotes.userId, owner.id))).toEqual(
        notesBefore,
      );

      // Both audit events, and the last mail to the address.
      const events = await db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entityId, String(owner.id)),
            inArray(auditEntries.event, ['account deletion job created', 'account deleted']),
          ),
        );
      expect(events.map((event) => event.event).sort()).toEqual([
        'account deleted',
        'account deletion job created',
      ]);
      expect(events.find((event) => event.event === 'account deleted')?.newValues).toMatchObject({
        payment_methods_removed: liveMethods.length,
        sub_users_removed: subUsers.length,
      });
      const editorRows = await db.select().from(auditEntries).where(eq(auditEntries.editorId, owner.id));
      expect(editorRows.every((row) => row.editorEmail === `deleted-${owner.id}@deleted.invalid`)).toBe(true);
      const mails = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, 'owner@demo.test'), eq(mailOutbox.template, 'account-deleted')));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/account has been deleted/);

      // A second run, queued or direct, changes nothing and asks the gateway nothing more.
      const tombstoneBefore = tombstone.updatedAt;
      const auditCount = (await db.select().from(auditEntries)).length;
      await runAccountDeletion(deps, owner.id);
      await deps.jobs.drain();
      expect(gateway.detach).toHaveBeenCalledTimes(liveMethods.length);
      expect(gateway.cancel).toHaveBeenCalledTimes(0);
      expect((await db.select().from(auditEntries)).length).toBe(auditCount);
      expect((await db.select().from(users).where(eq(users.id, owner.id)))[0]?.updatedAt).toEqual(
        tombstoneBefore,
      );
    } finally {
      gateway.restore();
    }

    // The old address cannot sign in, and can register anew.
    const signIn = await new TestClient(app).post('/v1/login', {
      email: 'owner@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);
    const password = 'Owner-Again-2026!';
    const registered = await new TestClient(app).post('/v1/register', {
      email: 'owner@demo.test',
      firstname: 'Olga',
      lastname: 'Owner',
      password,
      password_confirmation: password,
    });
    expect(registered.statusCode, registered.body).toBe(200);
    await confirmRegistration(app, 'owner@demo.test');
    const fresh = await loginAs(app, 'owner@demo.test', password);
    expect((await fresh.client.get('/v1/account/me')).json()).toMatchObject({ email: 'owner@demo.test' });
  });

  it('cancels a payment waiting for 3-D Secure at the gateway, so no late answer takes money', async () => {
    const { app, db, deps } = testApp();
    const { client, email } = await buyerWithCard(app, CARDS.always3ds);
    const bought = await client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.json()).toMatchObject({ status: 'incomplete' });
    const buyer = (await userByEmail(email))!;
    const [waiting] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, buyer.id), eq(payments.status, 'requires_action')));
    expect(waiting).toBeDefined();

    const gateway = watchGateway();
    try {
      expect((await client.post('/v1/account/delete', DELETE)).statusCode).toBe(200);
      await deps.jobs.drain();
      expect(gateway.cancel).toHaveBeenCalledOnce();
      expect(gateway.cancel).toHaveBeenCalledWith(waiting!.gatewayIntentId, {
        idempotencyKey: `account-deletion-${buyer.id}-cancel-${waiting!.id}`,
      });
      const intent = await deps.gateway.retrievePaymentIntent(waiting!.gatewayIntentId);
      expect(intent.status).toBe('failed');
      const [after] = await db.select().from(payments).where(eq(payments.id, waiting!.id));
      expect(after?.status).toBe('canceled');
      const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id));
      expect(sub?.status).toBe('ended');
    } finally {
      gateway.restore();
    }
  });

  it('picks up where it stopped when the gateway was down half-way', async () => {
    const { app, db, deps } = testApp();
    const { client, email } = await buyerWithCard(app);
    const buyer = (await userByEmail(email))!;
    expect((await client.post('/v1/account/delete', DELETE)).statusCode).toBe(200);
    const { gateway } = deps;
    if (!isSandboxGateway(gateway)) throw new Error('the tests run on the sandbox gateway');
    gateway.setAvailable(false);
    try {
      await expect(runAccountDeletion(deps, buyer.id)).rejects.toThrow();
    } finally {
      gateway.setAvailable(true);
    }
    // Nothing personal went yet: the method could not be detached, so the run stopped before.
    const halfway = (await userByEmail(email))!;
    expect(halfway.deletedAt).toBeNull();
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, buyer.id))).toHaveLength(1);

    await deps.jobs.drain();
    const [tombstone] = await db.select().from(users).where(eq(users.id, buyer.id));
    expect(tombstone).toMatchObject({ email: `deleted-${buyer.id}@deleted.invalid` });
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, buyer.id))).toEqual([]);
  });
});
