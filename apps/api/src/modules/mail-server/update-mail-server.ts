import type { MailServer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { passwordMeant, type StoredMailServerRow, storedMailServer } from './stored-mail-server';
import { openMailServerPassword, sealMailServerPassword } from './stored-password';

/**
 * `PUT /v1/account/update-mail-server`: the caller's mail server, its password sealed with
 * SECRETS_KEY; an empty password keeps the stored one (same host and username only). The audit row
 * shows the change with the password masked.
 */
export async function updateMailServer(
  deps: AppDeps,
  context: RequestContext,
  body: MailServer,
): Promise<void> {
  const { userId } = callerOf(context);
  await deps.database.db.transaction(async (tx) => {
    const stored = await storedMailServer(tx, userId, { lock: true });
    const password = passwordMeant(deps.secrets, context, userId, stored, body);
    // The same password again keeps its sealed form, so saving unchanged settings changes nothing.
    const samePassword = stored && openMailServerPassword(deps.secrets, userId, stored.password) === password;
    const next: StoredMailServerRow = {
      host: body.host,
      username: body.username,
      password:
        samePassword && stored ? stored.password : sealMailServerPassword(deps.secrets, userId, password),
      port: body.port,
      encryption: body.encryption,
    };
    await updateAudited(tx, context, {
      table: users,
      where: eq(users.id, userId),
      entityType: 'user',
      entityId: userId,
      fields: { mail_server: users.mailServer },
      next: { mail_server: next },
      alsoSet: { updatedAt: deps.clock.now() },
    });
  });
}
