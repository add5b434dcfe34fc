import { PRODUCTS } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { plans, products, roles, subscriptions, userRoles, users } from '../../src/db/schema/index';
import { type IssueInvoiceInput, issueInvoice } from '../../src/modules/invoices/issue-invoice';
import type { Db } from '../../src/platform/db';
import type { TestApp } from '../support/test-app';
import { checkedLikeTheRegistry } from '../support/vat-evidence';

type UserInsert = typeof users.$inferInsert;

let customers = 0;

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * A fresh customer of its own (the demo password, the customer role), so these tests never depend
 * on demo billing data other issues may seed into the demo accounts.
 */
export async function createCustomer(
  db: Db,
  profile: Partial<UserInsert> = {},
  options: { parentId?: number; role?: string } = {},
): Promise<{ id: number; email: string }> {
  customers += 1;
  const email = profile.email ?? `customer-${customers}-${Date.now()}@invoices.test`;
  const [owner] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'owner@demo.test'));
  const [user] = await db
    .insert(users)
    .values({
      firstname: 'Test',
      lastname: `Customer ${customers}`,
      acceptedLatestTerms: true,
      ...profile,
      email,
      passwordHash: owner!.hash,
      parentId: options.parentId ?? null,
    })
    .returning({ id: users.id });
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, options.role ?? 'customer'));
  await db.insert(userRoles).values({ userId: user!.id, roleId: role!.id });
  // A VAT id saved through the form is checked with the registry; one inserted here is, too.
  if (profile.vatId) await checkedLikeTheRegistry(db, user!.id, profile.vatId);
  return { id: user!.id, email };
}

/** Billing data of a company in Vienna, the seller's own country (domestic tax). */
export const VIENNA_COMPANY: Partial<UserInsert> = {
  company: 'Wiener Medien GmbH',
  vatId: 'ATU12345675',
  billingFirstname: 'Vera',
  billingLastname: 'Wien',
  street: 'Ring 1',
  postalCode: '1010',
  city: 'Wien',
  country: 'AT',
  invoiceLanguage: 'de',
  invoiceEmail: 'rechnung@wiener-medien.test',
  invoiceReference: 'PO-77',
};

/** The catalog rows a subscription needs; inserted only if the catalog seed has not. */
async function ensurePlan(db: Db, productId: number, interval: string, currencyId: number): Promise<string> {
  const product = PRODUCTS.find((p) => p.id === productId)!;
  await db
    .insert(products)
    .values({ id: product.id, line: product.line, tier: product.tier, name: product.name })
    .onConflictDoNothing();
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(
      and(eq(plans.productId, productId), eq(plans.interval, interval), eq(plans.currencyId, currencyId)),
    );
  if (plan) return plan.id;
  const id = `test-${productId}-${interval}-${currencyId}`;
  await db.insert(plans).values({ id, productId, interval, currencyId, unitAmount: 25_000 });
  return id;
}

let subscriptionCount = 0;

export async function createSubscription(
  db: Db,
  values: Partial<typeof subscriptions.$inferInsert> & { userId: number; productId: number },
): Promise<string> {
  subscriptionCount += 1;
  const interval = values.interval ?? 'month';
  const currencyId = values.currencyId ?? 1;
  const product = PRODUCTS.find((p) => p.id === values.productId)!;
  const id = values.id ?? `sub_test_${subscriptionCount}_${Date.now()}`;
  await db.insert(subscriptions).values({
    status: 'active',
    quantity: 1,
    unitAmount: 25_000,
    currentPeriodStart: new Date('2026-11-01T00:00:00Z'),
    currentPeriodEnd: new Date('2026-12-01T00:00:00Z'),
    ...values,
    id,
    line: product.line,
    planId: await ensurePlan(db, values.productId, interval, currencyId),
    interval,
    currencyId,
  });
  return id;
}

/** A one-line invoice of 250.00 net unless the test says otherwise. */
export function issue(testApp: TestApp, input: Partial<IssueInvoiceInput> & { userId: number }) {
  const { db, deps } = testApp;
  return db.transaction((tx) =>
    issueInvoice(tx, deps, {
      subscriptionId: null,
      currencyId: 1,
      lines: [
        {
          kind: 'subscription',
          description: 'Tools Enterprise',
          quantity: 1,
          unitAmount: 25_000,
          amount: 25_000,
        },
      ],
      paymentMethodType: 'card',
      status: 'paid',
      issuedAt: testApp.clock.now(),
      ...input,
    }),
  );
}
