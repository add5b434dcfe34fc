import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import type { AccountSenders, AccountTransport } from '../../platform/mail/send-mail';
import { recordAccountDelivery } from './mail-server-health';
import { MailServerRefused, openMailServerTransport, senderOf } from './mail-server-transport';
import { openMailServerPassword } from './stored-password';

/**
 * The account's own mail transport, when its holder configured a mail server: mails the account
 * sends to its people (a sub-user's welcome mail) go through it rather than the portal's. Null when
 * none is configured, or its password no longer opens (SECRETS_KEY changed): the portal's mail then.
 * A server the outbound policy refuses throws `MailServerRefused`: no connection is made.
 */
export async function accountMailTransport(
  deps: Pick<AppDeps, 'config' | 'secrets'>,
  executor: Executor,
  accountId: number,
): Promise<AccountTransport | null> {
  const [row] = await executor
    .select({ mailServer: users.mailServer })
    .from(users)
    .where(eq(users.id, accountId));
  const server = row?.mailServer;
  if (!server) return null;
  const password = openMailServerPassword(deps.secrets, accountId, server.password);
  if (password === null) return null;
  const connection = await openMailServerTransport(deps.config, { ...server, password });
  // Refused (an address the portal does not connect to, a name that no longer resolves): the mail
  // is not sent rather than sent some other way, and the job's failure says so.
  if (!connection.ok) throw new MailServerRefused(connection.reason);
  return {
    transport: connection.transport,
    from: senderOf(deps.config, server),
    encryption: server.encryption,
  };
}

/**
 * What the mailer needs of accounts' own mail servers: the transport, and where each delivery's
 * outcome is recorded (the status, the dashboard warning and the owner's notice, decision 0072).
 */
export function accountSenders(
  deps: Pick<AppDeps, 'config' | 'secrets' | 'database' | 'clock' | 'mailer'>,
): AccountSenders {
  const { db } = deps.database;
  return {
    transport: (accountId) => accountMailTransport(deps, db, accountId),
    delivered: (accountId, delivery) => recordAccountDelivery(deps, db, accountId, delivery),
  };
}
