import { isLanguage, type Language, type MailServerStatus } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { mailServerHealth, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Executor } from '../../platform/db';
import { t } from '../../platform/i18n/index';
import { momentText } from '../../platform/mail/moment-text';
import type { AccountDelivery } from '../../platform/mail/send-mail';

/**
 * Records how a delivery through the account's own mail server went (decision 0072). A mail that
 * failed for good tells the owner once per failing spell, through the portal's own transport: the
 * spell's start is the notice's event key, so retries and further failures send no second one.
 */
export async function recordAccountDelivery(
  deps: Pick<AppDeps, 'clock' | 'config' | 'mailer'>,
  db: Executor,
  accountId: number,
  delivery: AccountDelivery,
): Promise<void> {
  const now = deps.clock.now();
  if (delivery.ok) {
    await db
      .insert(mailServerHealth)
      .values({ accountId, lastSuccessAt: now })
      .onConflictDoUpdate({
        target: mailServerHealth.accountId,
        set: { lastSuccessAt: now, failingSince: null },
      });
    return;
  }
  const [health] = await db
    .insert(mailServerHealth)
    .values({ accountId, lastFailureAt: now, lastFailure: delivery.failure, failingSince: now })
    .onConflictDoUpdate({
      target: mailServerHealth.accountId,
      set: {
        lastFailureAt: now,
        lastFailure: delivery.failure,
        failingSince: sql`coalesce(${mailServerHealth.failingSince}, ${now.toISOString()}::timestamptz)`,
      },
    })
    .returning({ failingSince: mailServerHealth.failingSince });
  if (delivery.final && health?.failingSince) {
    await sendFailingNotice(deps, db, accountId, delivery.failure, health.failingSince);
  }
}

async function sendFailingNotice(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  db: Executor,
  accountId: number,
  failure: Exclude<AccountDelivery, { ok: true }>['failure'],
  failingSince: Date,
): Promise<void> {
  const [owner] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      language: users.language,
      timezone: users.timezone,
      mailServer: users.mailServer,
    })
    .from(users)
    .where(eq(users.id, accountId));
  if (!owner?.mailServer) return;
  const language: Language = isLanguage(owner.language) ? owner.language : 'en';
  await deps.mailer.send(db, {
    to: owner.email,
    template: 'mail-server-failing',
    language,
    eventKey: `mail-server-failing:${accountId}:${failingSince.getTime()}`,
    data: {
      name: `${owner.firstname} ${owner.lastname}`.trim(),
      server: `${owner.mailServer.host}:${owner.mailServer.port}`,
      problem: t(language, `mailServer.failure.${failure}`),
      since: momentText(failingSince, language, owner.timezone),
      settingsUrl: `${deps.config.publicUrl}/settings/mail-server`,
    },
  });
}

/** New settings start with no history: the last server's failures say nothing of this one. */
export async function forgetMailServerHealth(db: Executor, accountId: number): Promise<void> {
  await db.delete(mailServerHealth).where(eq(mailServerHealth.accountId, accountId));
}

/** `GET /v1/account/mail-server/status`. */
export async function mailServerStatus(db: Executor, accountId: number): Promise<MailServerStatus> {
  const [row] = await db
    .select({
      mailServer: users.mailServer,
      lastSuccessAt: mailServerHealth.lastSuccessAt,
      lastFailureAt: mailServerHealth.lastFailureAt,
      lastFailure: mailServerHealth.lastFailure,
      failingSince: mailServerHealth.failingSince,
    })
    .from(users)
    .leftJoin(mailServerHealth, eq(mailServerHealth.accountId, users.id))
    .where(eq(users.id, accountId));
  const configured = Boolean(row?.mailServer);
  return {
    configured,
    last_success_at: row?.lastSuccessAt?.toISOString() ?? null,
    last_failure_at: row?.lastFailureAt?.toISOString() ?? null,
    last_failure: row?.lastFailure ?? null,
    failing: configured && Boolean(row?.failingSince),
  };
}
