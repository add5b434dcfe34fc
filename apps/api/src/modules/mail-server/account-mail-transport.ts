import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { MailServerRefused, openMailServerTransport, senderOf } from './mail-server-transport';
import { openMailServerPassword } from './stored-password';

export interface AccountMailTransport {
  transport: Transporter;
  /** The sender the account's mails carry. */
  from: string;
}

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
): Promise<AccountMailTransport | null> {
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
  return { transport: connection.transport, from: senderOf(deps.config, server) };
}
