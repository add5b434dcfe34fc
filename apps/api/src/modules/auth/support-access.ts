import { isLanguage, type Language } from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { supportAccesses, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import type { Executor } from '../../platform/db';
import { momentText } from '../../platform/mail/moment-text';
import type { RequestMeta } from '../../platform/request-context';

/** A returned login-as's sign-in stays refreshable this long after its end, to get the staff member back. */
export const LOGIN_AS_RETURN_HOURS = 8;

interface Person {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  parentId: number | null;
}

const fullName = (person: Pick<Person, 'firstname' | 'lastname' | 'email'>) =>
  `${person.firstname} ${person.lastname}`.trim() || person.email;

/**
 * Records a login-as the customer can read (decision 0063): the terms the sign-in is checked
 * against, the entry in the account's activity log, and the mail notice to the user (a system
 * notification, so it always goes out), all in the caller's transaction.
 */
export async function openSupportAccess(
  deps: AppDeps,
  tx: Executor,
  input: {
    familyId: string;
    user: Person;
    staff: Person;
    reason: string;
    changesAllowed: boolean;
    meta: RequestMeta;
  },
): Promise<{ endsAt: Date }> {
  const startedAt = deps.clock.now();
  const endsAt = new Date(startedAt.getTime() + deps.config.LOGIN_AS_MINUTES * 60_000);
  const [access] = await tx
    .insert(supportAccesses)
    .values({
      familyId: input.familyId,
      userId: input.user.id,
      staffId: input.staff.id,
      reason: input.reason,
      changesAllowed: input.changesAllowed,
      startedAt,
      endsAt,
    })
    .returning({ id: supportAccesses.id });
  if (!access) throw new Error('support access not stored');
  await recordAudit(tx, {
    entityType: 'support_access',
    entityId: access.id,
    event: 'support access started',
    editor: input.staff.id,
    accountId: input.user.parentId ?? input.user.id,
    newValues: {
      user_id: input.user.id,
      staff: fullName(input.staff),
      reason: input.reason,
      started_at: startedAt.toISOString(),
      ends_at: endsAt.toISOString(),
      changes_allowed: input.changesAllowed,
    },
    meta: input.meta,
  });
  const [reader] = await tx
    .select({ language: users.language, timezone: users.timezone })
    .from(users)
    .where(eq(users.id, input.user.id));
  const language: Language = isLanguage(reader?.language) ? reader.language : 'en';
  const timeZone = reader?.timezone ?? null;
  await deps.mailer.send(tx, {
    to: input.user.email,
    template: 'support-access',
    language,
    eventKey: `support-access:${access.id}`,
    data: {
      name: fullName(input.user),
      staff: fullName(input.staff),
      reason: input.reason,
      from: momentText(startedAt, language, timeZone),
      until: momentText(endsAt, language, timeZone),
      activityUrl: `${deps.config.publicUrl}/security/activities?type=support_access&id=${access.id}`,
    },
  });
  return { endsAt };
}

/**
 * Ends the login-as of a sign-in when the staff member returns or signs out before its time; one
 * that ran out needs no entry, its end is the one the log already shows.
 */
export async function closeSupportAccess(
  deps: AppDeps,
  tx: Executor,
  familyId: string,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const [closed] = await tx
    .update(supportAccesses)
    .set({ endedAt: now })
    .where(and(eq(supportAccesses.familyId, familyId), isNull(supportAccesses.endedAt)))
    .returning({
      id: supportAccesses.id,
      userId: supportAccesses.userId,
      staffId: supportAccesses.staffId,
      endsAt: supportAccesses.endsAt,
    });
  if (!closed || closed.endsAt.getTime() <= now.getTime()) return;
  const [user] = await tx
    .select({ id: users.id, parentId: users.parentId })
    .from(users)
    .where(eq(users.id, closed.userId));
  await recordAudit(tx, {
    entityType: 'support_access',
    entityId: closed.id,
    event: 'support access ended',
    editor: closed.staffId,
    accountId: user ? (user.parentId ?? user.id) : null,
    newValues: { ended_at: now.toISOString() },
    meta,
  });
}
