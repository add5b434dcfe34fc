import { dateDemoAuditRows, lastAuditId } from './audit-dating';
import { insertDemoCustomers } from './billing-demo-customers';
import {
  dollarCustomer,
  endedSubscription,
  twoProducts,
  yearlyBySepa,
  yearlyConsumer,
} from './billing-demo-history';
import { type BillingSeed, createBillingSeed, DemoTimeline } from './billing-demo-kit';
import { invoicePayerStory, ownerStories } from './billing-demo-owner';
import { canceledInGrace, incompletePurchase, pastDueInDunning } from './billing-demo-states';
import type { Seeder } from './context';
import { seedVatEvidence } from './vat-demo';

type Story = (seed: BillingSeed, userId: number) => Promise<void>;

/** Which demo customer lives which story (billing-demo-states.ts, billing-demo-history.ts). */
const CUSTOMER_STORIES: Readonly<Record<string, Story>> = {
  'anna.berger@demo.test': canceledInGrace,
  'lukas.hofmann@demo.test': incompletePurchase,
  'sophie.martin@demo.test': pastDueInDunning,
  'james.carter@demo.test': dollarCustomer,
  'marta.novak@demo.test': endedSubscription,
  'felix.wagner@demo.test': yearlyBySepa,
  'elena.rossi@demo.test': yearlyConsumer,
};

/**
 * The billing demo (issue "Billing engine"): a year of subscriptions, invoices, payments, refunds
 * and credit notes, made by the billing engine's own functions and the sandbox gateway, so that
 * renewals, dunning, SEPA settlement and 3-D Secure go on from here after `npm start`. Only with
 * the sandbox: its cards and mandates exist nowhere else.
 */
export const seedBillingDemo: Seeder = {
  name: 'billing demo',
  async run(context) {
    if (context.config.PAYMENT_GATEWAY !== 'sandbox') return;
    const customers = await insertDemoCustomers(context);
    // Their VAT ids verified before the first invoice, as the registry check would have (decision 0080).
    await seedVatEvidence(context);
    const idOf = (email: string) => {
      const id = customers.get(email);
      if (id === undefined) throw new Error(`seed: no demo customer ${email}`);
      return id;
    };
    const auditedBefore = await lastAuditId(context.db);
    const timeline = new DemoTimeline();
    const seed = await createBillingSeed(context, timeline);
    const ownerId = await context.userIdOf('owner@demo.test');
    const invoicePayerId = await context.userIdOf('invoice@demo.test');
    await timeline.run([
      ...ownerStories(seed, ownerId),
      () => invoicePayerStory(seed, invoicePayerId),
      ...Object.entries(CUSTOMER_STORIES).map(
        ([email, story]) =>
          () =>
            story(seed, idOf(email)),
      ),
      ...twoProducts(seed, idOf('jonas.weber@demo.test')),
    ]);
    await dateDemoAuditRows(context.db, auditedBefore);
  },
};
