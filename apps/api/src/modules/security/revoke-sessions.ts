import { and, eq, isNull, ne } from 'drizzle-orm';
import { refreshSessions } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { type AuditInput, auditBy, recordAudits } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { describeUserAgent } from './user-agent';

const rs = refreshSessions;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RevokedRow = { familyId: string; userAgent: string | null; ipAddress: string | null; createdAt: Date };

/** One `session revoked` audit row per sign-in ended, naming it as the list showed it. */
function auditRows(context: RequestContext, userId: number, rows: RevokedRow[]): AuditInput[] {
  const newestOf = new Map<string, RevokedRow>();
  for (const row of rows) {
    const known = newestOf.get(row.familyId);
    if (!known || known.createdAt < row.createdAt) newestOf.set(row.familyId, row);
  }
  return [...newestOf.values()].map((row) => {
    const { browser, os } = describeUserAgent(row.userAgent);
    return {
      entityType: 'user',
      entityId: userId,
      event: 'session revoked',
      ...auditBy(context),
      oldValues: { session_id: row.familyId, browser, os, ip_address: row.ipAddress },
    };
  });
}

/**
 * Revokes the caller's own sign-ins that `where` names (never staff sign-ins as the user) and
 * forgets their cached principals, so their access tokens stop working at once, not when they
 * expire. Answers how many sign-ins ended.
 */
async function revokeOwn(
  deps: AppDeps,
  context: RequestContext,
  where: ReturnType<typeof and>,
): Promise<number> {
  const { userId } = callerOf(context);
  const ended = await deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .update(rs)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(rs.userId, userId), isNull(rs.impersonatorId), isNull(rs.revokedAt), where))
      .returning({
        familyId: rs.familyId,
        userAgent: rs.userAgent,
        ipAddress: rs.ipAddress,
        createdAt: rs.createdAt,
      });
    const audits = auditRows(context, userId, rows);
    await recordAudits(tx, audits);
    return audits.length;
  });
  deps.authCache.forgetUser(userId);
  return ended;
}

/** `DELETE /v1/account/security/sessions/:id`: one sign-in of the caller; anyone else's is not found. */
export async function revokeSession(deps: AppDeps, context: RequestContext, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  if ((await revokeOwn(deps, context, eq(rs.familyId, id))) === 0) throw notFound();
}

/** `POST /v1/account/security/sessions/sign-out-others`: every sign-in of the caller but this one. */
export async function signOutOtherSessions(deps: AppDeps, context: RequestContext): Promise<number> {
  const { sessionId } = callerOf(context);
  return revokeOwn(deps, context, sessionId ? ne(rs.familyId, sessionId) : undefined);
}
