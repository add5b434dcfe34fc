import type { Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { callerOf, type RequestContext } from '../../platform/request-context';

/** `PUT /v1/account/language`: the UI language the web switched to, kept on the profile. */
export async function updateLanguage(
  deps: AppDeps,
  context: RequestContext,
  language: Language,
): Promise<void> {
  const { userId } = callerOf(context);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await updateAudited(tx, context, {
      table: users,
      where: eq(users.id, userId),
      entityType: 'user',
      entityId: userId,
      fields: { language: users.language },
      next: { language },
      alsoSet: { updatedAt: now },
    });
  });
}
