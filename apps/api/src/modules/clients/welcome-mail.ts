import { isLanguage, type Language } from '@portal/contract';
import { addDays } from 'date-fns';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token';
import type { Executor } from '../../platform/db';

/** How long a welcome mail's set-password link works (decision 0056). */
export const WELCOME_LINK_DAYS = 7;

/** The account a sub-user joins as its mails name it, and the language they are written in. */
export async function accountSender(db: Executor, accountId: number) {
  const [owner] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      company: users.company,
      language: users.language,
      invoiceLanguage: users.invoiceLanguage,
    })
    .from(users)
    .where(eq(users.id, accountId));
  if (!owner) throw new Error(`account ${accountId} has no owner row`);
  const name = `${owner.firstname} ${owner.lastname}`.trim();
  const language: Language = isLanguage(owner.invoiceLanguage)
    ? owner.invoiceLanguage
    : isLanguage(owner.language)
      ? owner.language
      : 'en';
  return { name: name || owner.email, account: owner.company?.trim() || name || owner.email, language };
}

/** "2 December 2026": the day the link stops working, in the mail's language (UTC). */
function dayText(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}

/**
 * Issues a new set-password link for the sub-user (the previous unused one stops working) and
 * queues the welcome mail with it, in the account's invoice language and through the account's own
 * mail server when it has one, all in the caller's transaction.
 */
export async function sendWelcomeMail(
  deps: AppDeps,
  tx: Executor,
  input: {
    accountId: number;
    inviter: string;
    client: { id: number; email: string; firstname: string; lastname: string };
  },
): Promise<void> {
  const sender = await accountSender(tx, input.accountId);
  const token = newOpaqueToken();
  const expiresAt = addDays(deps.clock.now(), WELCOME_LINK_DAYS);
  await tx
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, input.client.id),
        eq(passwordResetTokens.purpose, 'welcome'),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  await tx
    .insert(passwordResetTokens)
    .values({ userId: input.client.id, tokenHash: hashOpaqueToken(token), purpose: 'welcome', expiresAt });
  const query = new URLSearchParams({ token, email: input.client.email, welcome: '1' });
  await deps.mailer.send(tx, {
    to: input.client.email,
    template: 'client-welcome',
    language: sender.language,
    secret: token,
    senderAccountId: input.accountId,
    data: {
      name: `${input.client.firstname} ${input.client.lastname}`.trim(),
      inviter: input.inviter,
      account: sender.account,
      setPasswordUrl: `${deps.config.publicUrl}/reset-password?${query}`,
      validUntil: dayText(expiresAt, sender.language),
    },
  });
}

/** Who the welcome mail says added the user: the person acting (staff acting as them count as them). */
export async function inviterName(db: Executor, userId: number): Promise<string> {
  const [row] = await db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  const name = row ? `${row.firstname} ${row.lastname}`.trim() : '';
  return name || row?.email || '';
}
