import type { SignedInSession } from '@portal/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { refreshSessions } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import type { Principal } from '../../platform/principal';
import { describeUserAgent } from './user-agent';

const rs = refreshSessions;

/**
 * `GET /v1/account/security/sessions`: the caller's live sign-ins. A sign-in is a family of rotated
 * refresh tokens: signed in when its first token was issued, last active when its newest was (the
 * web renews every 15 minutes while in use), browser and IP of the newest. Families that are revoked
 * or whose refresh token has expired are over. Staff sign-ins as the user (login-as) are not the
 * user's and are left out (docs/decisions/0050).
 */
export async function signedInSessions(
  executor: Executor,
  principal: Principal,
  now: Date,
): Promise<SignedInSession[]> {
  const newest = (column: typeof rs.userAgent | typeof rs.ipAddress) =>
    sql<string | null>`(array_agg(${column} order by ${rs.createdAt} desc, ${rs.id} desc))[1]`;
  const lastActive = sql`max(${rs.createdAt})`;
  const rows = await executor
    .select({
      id: rs.familyId,
      signedInAt: sql`min(${rs.createdAt})`.mapWith(rs.createdAt),
      lastActiveAt: lastActive.mapWith(rs.createdAt),
      userAgent: newest(rs.userAgent),
      ipAddress: newest(rs.ipAddress),
    })
    .from(rs)
    .where(and(eq(rs.userId, principal.userId), isNull(rs.impersonatorId)))
    .groupBy(rs.familyId)
    // Live as authentication sees it (authenticate.ts), and still renewable.
    .having(
      sql`bool_or(${rs.revokedAt} is null) and max(${rs.expiresAt}) > ${now.toISOString()}::timestamptz`,
    )
    .orderBy(desc(lastActive));
  const sessions = rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip_address: row.ipAddress,
    signed_in_at: row.signedInAt.toISOString(),
    last_active_at: row.lastActiveAt.toISOString(),
    current: row.id === principal.sessionId,
  }));
  // This device first, the others by when they were last active.
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}
