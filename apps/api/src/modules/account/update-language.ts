import type { Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { editorOf, recordAudit } from '../../platform/audit';
import type { Principal } from '../../platform/principal';

/** `PUT /v1/account/language`: the UI language the web switched to, kept on the profile. */
export async function updateLanguage(
  deps: AppDeps,
  principal: Principal,
  language: Language,
  request: FastifyRequest,
): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, principal.userId));
    if (before?.language === language) return;
    await tx.update(users).set({ language, updatedAt: now }).where(eq(users.id, principal.userId));
    await recordAudit(tx, {
      entityType: 'user',
      entityId: principal.userId,
      event: 'updated',
      editor: editorOf(principal),
      accountId: principal.accountId,
      oldValues: { language: before?.language ?? null },
      newValues: { language },
      request,
    });
  });
}
