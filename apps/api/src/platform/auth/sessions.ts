import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { refreshSessions, users } from '../../db/schema/index';
import type { Executor } from '../db';
import type { SessionTokens } from './cookies';
import { hashOpaqueToken, newOpaqueToken } from './opaque-token';
import { signAccessToken } from './tokens';

export interface ClientMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

export interface IssuedSession extends SessionTokens {
  sessionId: string;
}

type SessionDeps = Pick<AppDeps, 'config' | 'clock' | 'authCache' | 'secrets'>;

function refreshExpiry(deps: SessionDeps): Date {
  return new Date(deps.clock.now().getTime() + deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

async function issueInFamily(
  deps: SessionDeps,
  executor: Executor,
  input: { userId: number; familyId: string; impersonatorId: number | null; meta: ClientMeta },
): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  await executor.insert(refreshSessions).values({
    userId: input.userId,
    familyId: input.familyId,
    tokenHash: hashOpaqueToken(refreshToken),
    impersonatorId: input.impersonatorId,
    expiresAt: refreshExpiry(deps),
    userAgent: input.meta.userAgent,
    ipAddress: input.meta.ipAddress,
  });
  const accessToken = await signAccessToken(deps, {
    userId: input.userId,
    sessionId: input.familyId,
    impersonatorId: input.impersonatorId,
  });
  return { accessToken, refreshToken, sessionId: input.familyId };
}

/** A new sign-in: a new refresh family and the first access token of it. */
export function startSession(
  deps: SessionDeps,
  executor: Executor,
  input: { userId: number; impersonatorId?: number | null; meta: ClientMeta },
): Promise<IssuedSession> {
  return issueInFamily(deps, executor, {
    userId: input.userId,
    familyId: randomUUID(),
    impersonatorId: input.impersonatorId ?? null,
    meta: input.meta,
  });
}

/** Who acts for the user in a live sign-in, by its stored record (set by login-as); null for nobody. */
export async function impersonatorOfSession(
  executor: Executor,
  userId: number,
  familyId: string,
): Promise<number | null> {
  const [row] = await executor
    .select({ impersonatorId: refreshSessions.impersonatorId })
    .from(refreshSessions)
    .where(
      and(
        eq(refreshSessions.familyId, familyId),
        eq(refreshSessions.userId, userId),
        isNull(refreshSessions.revokedAt),
      ),
    )
    .limit(1);
  return row?.impersonatorId ?? null;
}

export async function revokeSessionFamily(deps: SessionDeps, executor: Executor, familyId: string) {
  deps.authCache.forgetSession(familyId);
  await executor
    .update(refreshSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(refreshSessions.familyId, familyId), isNull(refreshSessions.revokedAt)));
}

export async function revokeAllSessionsOf(deps: SessionDeps, executor: Executor, userId: number) {
  deps.authCache.forgetUser(userId);
  await executor
    .update(refreshSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(refreshSessions.userId, userId), isNull(refreshSessions.revokedAt)));
}

export type RotationResult =
  | { kind: 'rotated'; session: IssuedSession }
  /** A spent token came back: someone holds a copy, so every session of the user was revoked. */
  | { kind: 'reused' }
  | { kind: 'invalid' };

/**
 * Spends a refresh token and issues the next one of its family. Presenting a token that was
 * already spent revokes every session of its user (see docs/decisions/0009-refresh-token-reuse.md).
 */
export async function rotateSession(
  deps: SessionDeps & Pick<AppDeps, 'database'>,
  refreshToken: string,
  meta: ClientMeta,
): Promise<RotationResult> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: refreshSessions.id,
        userId: refreshSessions.userId,
        familyId: refreshSessions.familyId,
        impersonatorId: refreshSessions.impersonatorId,
        expiresAt: refreshSessions.expiresAt,
        replacedAt: refreshSessions.replacedAt,
        revokedAt: refreshSessions.revokedAt,
        suspendedAt: users.suspendedAt,
        deactivatedAt: users.deactivatedAt,
      })
      .from(refreshSessions)
      .innerJoin(users, eq(users.id, refreshSessions.userId))
      .where(eq(refreshSessions.tokenHash, hashOpaqueToken(refreshToken)));
    if (!row || row.revokedAt) return { kind: 'invalid' };
    if (row.replacedAt) {
      await revokeAllSessionsOf(deps, tx, row.userId);
      return { kind: 'reused' };
    }
    if (row.expiresAt <= now || row.suspendedAt || row.deactivatedAt) {
      await revokeSessionFamily(deps, tx, row.familyId);
      return { kind: 'invalid' };
    }
    // The condition makes two concurrent rotations of one token count as a reuse, not as two successes.
    const spent = await tx
      .update(refreshSessions)
      .set({ replacedAt: now })
      .where(and(eq(refreshSessions.id, row.id), isNull(refreshSessions.replacedAt)))
      .returning({ id: refreshSessions.id });
    if (spent.length === 0) {
      await revokeAllSessionsOf(deps, tx, row.userId);
      return { kind: 'reused' };
    }
    const session = await issueInFamily(deps, tx, {
      userId: row.userId,
      familyId: row.familyId,
      impersonatorId: row.impersonatorId,
      meta,
    });
    return { kind: 'rotated', session };
  });
}

export function clientMetaOf(request: { ip: string; headers: Record<string, unknown> }): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
