import { changesEmail, type PendingEmailChange, type ProfileUpdate } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { isTakenWithinLimit, type TakenEmailAnswers } from '../../platform/taken-email-answers';
import { emailTaken, emailTakenByOther, pendingEmailChange, startEmailChange } from './email-change';
import { reauthenticateEmailChange } from './email-change-reauthentication';

/** The caller's limits a profile save counts against; the route binds them to the request. */
export interface ProfileSaveLimits {
  /** Counts one check of the current password (429 past the password change's limit). */
  passwordAttempt: () => Promise<void>;
  /** The account's "address taken" answers (decision 0071). */
  takenAnswers: TakenEmailAnswers;
}

/**
 * `PUT /v1/account/profile`: gender, language and time zone change at once, audited. A different
 * e-mail address needs the current password (and the second factor when it is on) and is not taken
 * yet: its holder gets a link to confirm it (24 hours) and the current address a notice; an address
 * another user signs in with is refused on the field, within the account's share of such answers.
 * Answers the change that waits for confirmation, if any.
 */
export async function updateProfile(
  deps: AppDeps,
  context: RequestContext,
  input: ProfileUpdate,
  limits: ProfileSaveLimits,
): Promise<PendingEmailChange | null> {
  const principal = callerOf(context);
  const { userId } = principal;
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        language: users.language,
        passwordHash: users.passwordHash,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound();
    const newEmail = changesEmail(user.email, input.email) ? input.email : null;
    if (newEmail) {
      const caller = {
        principal,
        language: context.language,
        email: user.email,
        passwordHash: user.passwordHash,
      };
      await reauthenticateEmailChange(deps, tx, caller, input, limits.passwordAttempt);
      const lookup = () => emailTakenByOther(tx, newEmail, userId);
      if (await isTakenWithinLimit(limits.takenAnswers, lookup)) throw emailTaken();
    }
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
      user: {
        id: user.id,
        email: user.email,
        firstname: user.firstname,
        lastname: user.lastname,
        language: input.language,
      },
      newEmail,
      notice: true,
    });
  });
}
