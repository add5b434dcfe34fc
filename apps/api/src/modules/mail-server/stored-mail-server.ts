import { keepsStoredPassword, type MailServer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import type { RequestContext } from '../../platform/request-context';
import type { ServiceSecrets } from '../../platform/service-secrets';
import { openMailServerPassword } from './stored-password';

/** The `mail_server` column: the password in it is sealed (stored-password.ts). */
export type StoredMailServerRow = NonNullable<typeof users.$inferSelect.mailServer>;

/** A user's stored mail server, the row locked when asked (a save reads it before writing). */
export async function storedMailServer(
  executor: Executor,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<StoredMailServerRow | null> {
  const query = executor.select({ mailServer: users.mailServer }).from(users).where(eq(users.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row?.mailServer ?? null;
}

/**
 * The password the form means: the one typed, or (left empty) the stored one, which stands only for
 * the same host and username. Otherwise 422 on the password field, nothing changed.
 */
export function passwordMeant(
  secrets: ServiceSecrets,
  context: RequestContext,
  userId: number,
  stored: StoredMailServerRow | null,
  body: MailServer,
): string {
  if (body.password) return body.password;
  const kept = stored ? openMailServerPassword(secrets, userId, stored.password) : null;
  if (stored && kept !== null && keepsStoredPassword(stored, body)) return kept;
  const reason =
    stored && kept !== null ? t(context.language, 'mailServer.passwordNeeded') : 'validation.required';
  throw fieldError({ password: [reason] });
}
