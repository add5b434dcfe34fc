import type { MailServer, MailServerSave } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { AppError, fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { decideOutbound } from '../../platform/net/outbound-address';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { forgetMailServerHealth } from './mail-server-health';
import { allowedPortsText, mailServerPolicy, openMailServerTransport } from './mail-server-transport';
import { passwordMeant, type StoredMailServerRow, storedMailServer } from './stored-mail-server';
import { openMailServerPassword, sealMailServerPassword } from './stored-password';
import { outcomeOfFailure, refusedOutcome, type TestOutcome } from './test-outcome';

/**
 * `PUT /v1/account/update-mail-server`: the caller's mail server, its password sealed with
 * SECRETS_KEY; an empty password keeps the stored one (same host and username only). Unless the
 * caller confirmed, the server is checked first (connect, TLS, log in; no mail sent): one that fails
 * is not saved but answered with its outcome (decision 0072). The audit row shows the change with the
 * password masked; the status of the server before starts afresh.
 */
export async function updateMailServer(
  deps: AppDeps,
  context: RequestContext,
  body: MailServerSave,
): Promise<void> {
  const { userId } = callerOf(context);
  await refuseUnallowedServer(deps, context, body);
  if (!body.confirmed) {
    const stored = await storedMailServer(deps.database.db, userId);
    const password = passwordMeant(deps.secrets, context, userId, stored, body);
    const check = await checkMailServer(deps, context, { ...body, password });
    if (check) {
      throw new AppError(422, 'mail_server_unverified', 'mailServer.unverified', {
        params: { reason: check.message },
        data: { outcome: check.outcome },
      });
    }
  }
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
    await forgetMailServerHealth(tx, userId);
  });
}

/** Connects and logs in as a delivery would, sending nothing: null when it worked, else why not. */
async function checkMailServer(
  deps: AppDeps,
  context: RequestContext,
  server: MailServer & { password: string },
): Promise<TestOutcome | null> {
  const connection = await openMailServerTransport(deps.config, server);
  if (!connection.ok) return refusedOutcome(deps.config, context.language, connection.reason);
  try {
    await connection.transport.verify();
    return null;
  } catch (error) {
    return outcomeOfFailure(error, {
      language: context.language,
      encryption: server.encryption,
      timeoutMs: deps.config.MAIL_SERVER_TIMEOUT_MS,
    });
  } finally {
    connection.transport.close();
  }
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
