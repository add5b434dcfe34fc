import type { MailServer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { decideOutbound } from '../../platform/net/outbound-address';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { allowedPortsText, mailServerPolicy } from './mail-server-transport';
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
  await refuseUnallowedServer(deps, context, body);
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

/**
 * A server the portal would refuse to connect to is not saved (its mails would never go out): 422
 * naming the host or the port. A name that does not resolve now is saved; every send checks again.
 */
async function refuseUnallowedServer(
  deps: AppDeps,
  context: RequestContext,
  body: MailServer,
): Promise<void> {
  const decision = await decideOutbound(body.host, body.port, mailServerPolicy(deps.config));
  if (decision.allowed || decision.reason === 'unknown_host') return;
  if (decision.reason === 'port_not_allowed') {
    const ports = allowedPortsText(deps.config);
    throw fieldError({ port: [t(context.language, 'mailServer.portNotAllowed', { ports })] });
  }
  throw fieldError({ host: [t(context.language, 'mailServer.hostNotAllowed')] });
}
