import type { MailServer, MailServerTestResult } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { renderMail } from '../../platform/mail/render-mail';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { openMailServerTransport, senderOf } from './mail-server-transport';
import { passwordMeant, storedMailServer } from './stored-mail-server';
import { outcomeOfFailure, refusedOutcome } from './test-outcome';

/**
 * `POST /v1/account/mail-server/test`: sends a test mail to the caller's own address through the
 * settings in the form (saved or not), and says how it went. Only to the caller: the button cannot
 * be used to send mail to anyone else. The outbox keeps no copy; the mail never goes through ours.
 */
export async function sendTestMail(
  deps: AppDeps,
  context: RequestContext,
  body: MailServer,
): Promise<MailServerTestResult> {
  const { userId } = callerOf(context);
  const { db } = deps.database;
  const [caller] = await db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  if (!caller) throw notFound();
  const password = passwordMeant(deps.secrets, context, userId, await storedMailServer(db, userId), body);
  const server = { ...body, password };
  const mail = renderMail({
    template: 'mail-server-test',
    language: context.language,
    to: caller.email,
    data: {
      name: `${caller.firstname} ${caller.lastname}`.trim(),
      server: `${body.host}:${body.port}`,
      encryption: body.encryption.toUpperCase(),
      settingsUrl: `${deps.config.publicUrl}/settings/mail-server`,
    },
  });
  const connection = await openMailServerTransport(deps.config, server);
  if (!connection.ok) return refusedOutcome(deps.config, context.language, connection.reason);
  const { transport } = connection;
  try {
    await transport.sendMail({ from: senderOf(deps.config, body), to: caller.email, ...mail });
    return { outcome: 'sent', message: t(context.language, 'mailServer.test.sent', { email: caller.email }) };
  } catch (error) {
    return outcomeOfFailure(error, {
      language: context.language,
      encryption: body.encryption,
      timeoutMs: deps.config.MAIL_SERVER_TIMEOUT_MS,
    });
  } finally {
    transport.close();
  }
}
