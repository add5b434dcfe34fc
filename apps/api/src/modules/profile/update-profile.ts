import type { PendingEmailChange, ProfileUpdate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { emailTaken, emailTakenByOther, pendingEmailChange, startEmailChange } from './email-change';

/**
 * `PUT /v1/account/profile`: gender, language and time zone change at once, audited. A different
 * e-mail address is not taken yet: its holder gets a link to confirm it (24 hours) and the current
 * address a notice; an address another user signs in with is refused on the field. Answers the
 * change that waits for confirmation, if any.
 */
export async function updateProfile(
  deps: AppDeps,
  context: RequestContext,
  input: ProfileUpdate,
): Promise<PendingEmailChange | null> {
  const { userId } = callerOf(context);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    const newEmail = input.email.toLowerCase() === user.email.toLowerCase() ? null : input.email;
    if (newEmail && (await emailTakenByOther(tx, newEmail, userId))) throw emailTaken();
    await updateAudited(tx, context, {
      table: users,
      where: eq(users.id, userId),
      entityType: 'user',
      entityId: userId,
      fields: { gender: users.gender, language: users.language, timezone: users.timezone },
      next: {
        gender: input.gender,
        language: input.language,
        ...(input.timezone ? { timezone: input.timezone } : {}),
      },
      alsoSet: { updatedAt: now },
    });
    if (!newEmail) return pendingEmailChange(tx, userId, now);
    // Mailed in the language just chosen.
    return startEmailChange(deps, tx, context, {
      user: { ...user, language: input.language },
      newEmail,
      notice: true,
    });
  });
}
