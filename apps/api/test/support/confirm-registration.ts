import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { mailSecretKey } from '../../src/platform/mail/create-mailer';
import { openSecret } from '../../src/platform/mail/sealed-secret';
import { TestClient } from './test-client';

/**
 * The token of the newest registration (or e-mail change) mail to `email`, as the mail job would hand it to the
 * transport (the outbox itself only shows a placeholder). Call it before the job has run.
 */
export async function confirmationTokenFor(
  app: FastifyInstance,
  email: string,
  template: 'confirm-email' | 'email-change-confirm' = 'confirm-email',
): Promise<string> {
  const { secrets, database } = app.deps;
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail?.sealedSecret) throw new Error(`no undelivered ${template} mail to ${email}`);
  return openSecret(mailSecretKey(secrets.jwt), mail.sealedSecret, mail.toAddress);
}

/** Follows the registration mail's link, so the new account can sign in. */
export async function confirmRegistration(app: FastifyInstance, email: string): Promise<void> {
  const token = await confirmationTokenFor(app, email);
  const response = await new TestClient(app).post('/v1/register/confirm', { email, token });
  expect(response.statusCode, response.body).toBe(200);
}
