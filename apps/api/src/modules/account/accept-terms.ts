import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { updateAudited } from '../../platform/audited-change';
import { callerOf, type RequestContext } from '../../platform/request-context';

/** `POST /v1/account/accept-terms`: the user agrees to the latest terms (the terms dialog's Agree). */
export async function acceptTerms(deps: AppDeps, context: RequestContext): Promise<void> {
  const { userId } = callerOf(context);
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await updateAudited(tx, context, {
      table: users,
      where: eq(users.id, userId),
      entityType: 'user',
      entityId: userId,
      fields: { accepted_latest_terms: users.acceptedLatestTerms, terms_accepted_at: users.termsAcceptedAt },
      next: { accepted_latest_terms: true, terms_accepted_at: now },
      alsoSet: { updatedAt: now },
    });
  });
}
