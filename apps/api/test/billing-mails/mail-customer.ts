import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../src/db/schema/index';
import { AUSTRIAN_BILLING, addCard, CARDS, registerBuyer, saveBilling } from '../subscriptions/buyer';
import type { TestApp } from '../support/test-app';

let customers = 0;

/** A signed-in customer with a card and billing data of its own: its mails go to `to`. */
export async function mailCustomer(
  app: FastifyInstance,
  options: { language?: 'en' | 'de' | 'fr'; card?: string; invoiceEmail?: string } = {},
) {
  customers += 1;
  const buyer = await registerBuyer(app);
  const to = options.invoiceEmail ?? `billing-${customers}-${Date.now()}@example.test`;
  await saveBilling(buyer.client, {
    ...AUSTRIAN_BILLING,
    invoice_language: options.language ?? 'en',
    invoice_email: to,
  });
  await addCard(buyer.client, options.card ?? CARDS.ok);
  const accountId: number = (await buyer.client.get('/v1/account/me')).json().id;
  return { ...buyer, accountId, to: to || buyer.email };
}

/** Runs the waiting jobs, as the workers would, then reads the outbox to `to`, oldest first. */
export async function mailsTo(testApp: TestApp, to: string) {
  await testApp.deps.jobs.drain();
  return testApp.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
}

/** The mails of one template among `mails`. */
export const ofTemplate = <T extends { template: string }>(mails: T[], template: string) =>
  mails.filter((mail) => mail.template === template);

/** The attachment's bytes as text, enough to see a PDF's header. */
export const attachmentText = (attachment: { contentBase64: string }) =>
  Buffer.from(attachment.contentBase64, 'base64').toString('latin1');

/** The templates of `mails` in alphabetical order: mails of one event may be queued in any order. */
export const templatesOf = (mails: { template: string }[]) => mails.map((mail) => mail.template).sort();
