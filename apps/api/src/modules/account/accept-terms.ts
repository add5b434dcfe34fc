import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { editorOf, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/principal';

/** `POST /v1/account/accept-terms`: the user agrees to the latest terms (the terms dialog's Agree). */
export async function acceptTerms(
  deps: AppDeps,
  principal: Principal,
  request: FastifyRequest,
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ accepted: users.acceptedLatestTerms, acceptedAt: users.termsAcceptedAt })
      .from(users)
      .where(eq(users.id, principal.userId));
    await tx
      .update(users)
      .set({ acceptedLatestTerms: true, termsAcceptedAt: now, updatedAt: now })
      .where(eq(users.id, principal.userId));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: principal.userId,
      event: 'updated',
      editor: editorOf(principal),
      accountId: principal.accountId,
      oldValues: {
        accepted_latest_terms: before?.accepted ?? false,
        terms_accepted_at: before?.acceptedAt ?? null,
      },
      newValues: { accepted_latest_terms: true, terms_accepted_at: now },
      request,
    });
  });
}
