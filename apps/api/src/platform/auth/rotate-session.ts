import { and, eq, isNull } from 'drizzle-orm';
import { refreshSessions, users } from '../../db/schema/index';
import type { AppDeps } from '../app-deps';
import type { Tx } from '../db';
import { hashOpaqueToken } from './opaque-token';
import {
  type ClientMeta,
  type IssuedSession,
  newSessionTokens,
  revokeAllSessionsOf,
  revokeSessionFamily,
  type SessionDeps,
  storeSession,
} from './sessions';
import { openSuccessor, sealSuccessor } from './successor-seal';

/**
 * How long a just-spent refresh token still gets its successor: two tabs that refresh at the same
 * moment present the same cookie, and the later one must not look like a thief (OAuth 2.0 Security
 * BCP, refresh token rotation). docs/decisions/0009-refresh-token-reuse.md.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export type RotationResult =
  | { kind: 'rotated'; session: IssuedSession }
  /** A spent token came back: someone holds a copy, so every session of the user was revoked. */
  | { kind: 'reused' }
  | { kind: 'invalid' };

type RotationDeps = SessionDeps & Pick<AppDeps, 'database'>;

function findByToken(tx: Tx, tokenHash: string) {
  return tx
    .select({
      id: refreshSessions.id,
      userId: refreshSessions.userId,
      familyId: refreshSessions.familyId,
      impersonatorId: refreshSessions.impersonatorId,
      expiresAt: refreshSessions.expiresAt,
      replacedAt: refreshSessions.replacedAt,
      revokedAt: refreshSessions.revokedAt,
      successorSealed: refreshSessions.successorSealed,
      suspendedAt: users.suspendedAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(eq(refreshSessions.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}

type SpentRow = NonNullable<Awaited<ReturnType<typeof findByToken>>>;

/**
 * A spent token came back. Within the grace window it gets the successor it was spent for (the same
 * pair, which only it can unseal), and the family lives on; after it, it is taken for a stolen copy.
 */
async function replayOrRevoke(
  deps: RotationDeps,
  tx: Tx,
  row: SpentRow,
  refreshToken: string,
  now: Date,
): Promise<RotationResult> {
  const spentFor = row.replacedAt ? now.getTime() - row.replacedAt.getTime() : Number.POSITIVE_INFINITY;
  const successor =
    spentFor <= REFRESH_REUSE_GRACE_MS && row.successorSealed
      ? openSuccessor(refreshToken, row.successorSealed)
      : null;
  if (!successor) {
    await revokeAllSessionsOf(deps, tx, row.userId);
    return { kind: 'reused' };
  }
  if (row.suspendedAt || row.deactivatedAt) {
    await revokeSessionFamily(deps, tx, row.familyId);
    return { kind: 'invalid' };
  }
  return { kind: 'rotated', session: { ...successor, sessionId: row.familyId } };
}

/**
 * Spends a refresh token and issues the next one of its family. Presenting a token that was already
 * spent revokes every session of its user, unless it was spent within the grace window
 * (see docs/decisions/0009-refresh-token-reuse.md).
 */
export async function rotateSession(
  deps: RotationDeps,
  refreshToken: string,
  meta: ClientMeta,
): Promise<RotationResult> {
  const now = deps.clock.now();
  const tokenHash = hashOpaqueToken(refreshToken);
  return deps.database.db.transaction(async (tx) => {
    const row = await findByToken(tx, tokenHash);
    if (!row || row.revokedAt) return { kind: 'invalid' };
    if (row.replacedAt) return replayOrRevoke(deps, tx, row, refreshToken, now);
    if (row.expiresAt <= now || row.suspendedAt || row.deactivatedAt) {
      await revokeSessionFamily(deps, tx, row.familyId);
      return { kind: 'invalid' };
    }
    const member = { userId: row.userId, familyId: row.familyId, impersonatorId: row.impersonatorId };
    const session = await newSessionTokens(deps, member);
    // The condition makes two concurrent rotations of one token one rotation: the other waits for
    // this transaction, then finds the token spent and its successor sealed beside it.
    const spent = await tx
      .update(refreshSessions)
      .set({ replacedAt: now, successorSealed: sealSuccessor(refreshToken, session) })
      .where(and(eq(refreshSessions.id, row.id), isNull(refreshSessions.replacedAt)))
      .returning({ id: refreshSessions.id });
    if (spent.length === 0) {
      const current = await findByToken(tx, tokenHash);
      if (!current || current.revokedAt) return { kind: 'invalid' };
      return replayOrRevoke(deps, tx, current, refreshToken, now);
    }
    // A login-as keeps its own short life through every rotation (decision 0063).
    const expiresAt = row.impersonatorId === null ? undefined : row.expiresAt;
    await storeSession(deps, tx, session, { ...member, meta, expiresAt });
    return { kind: 'rotated', session };
  });
}
