import { randomUUID } from 'node:crypto';
import { addUtcDays } from '@portal/contract/dates';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshSessions } from '../../db/schema/index';
import type { AppDeps } from '../app-deps';
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

export type SessionDeps = Pick<AppDeps, 'config' | 'clock' | 'authCache' | 'secrets'>;

function refreshExpiry(deps: SessionDeps): Date {
  return addUtcDays(deps.clock.now(), deps.config.REFRESH_TOKEN_TTL_DAYS);
}

interface FamilyMember {
  userId: number;
  familyId: string;
  impersonatorId: number | null;
}

/** The tokens of the next sign-in of a family; nothing is stored yet (see storeSession). */
export async function newSessionTokens(deps: SessionDeps, member: FamilyMember): Promise<IssuedSession> {
  const refreshToken = newOpaqueToken();
  const accessToken = await signAccessToken(deps, {
    userId: member.userId,
    sessionId: member.familyId,
    impersonatorId: member.impersonatorId,
  });
  return { accessToken, refreshToken, sessionId: member.familyId };
}

/** Stores the refresh token of a session (its hash), which makes it and its access token live. */
export async function storeSession(
  deps: SessionDeps,
  executor: Executor,
  session: IssuedSession,
  member: FamilyMember & { meta: ClientMeta; expiresAt?: Date | undefined },
): Promise<void> {
  await executor.insert(refreshSessions).values({
    userId: member.userId,
    familyId: member.familyId,
    tokenHash: hashOpaqueToken(session.refreshToken),
    impersonatorId: member.impersonatorId,
    expiresAt: member.expiresAt ?? refreshExpiry(deps),
    userAgent: member.meta.userAgent,
    ipAddress: member.meta.ipAddress,
    // On the injected clock, like the suspension it is compared with (authenticate.ts).
    createdAt: deps.clock.now(),
  });
}

/** A new sign-in: a new refresh family and the first access token of it. */
export async function startSession(
  deps: SessionDeps,
  executor: Executor,
  input: {
    userId: number;
    impersonatorId?: number | null;
    /** A family id chosen beforehand, when another record names the sign-in (a login-as). */
    familyId?: string;
    meta: ClientMeta;
    /** A shorter life than a sign-in's (a login-as, decision 0063). */
    expiresAt?: Date;
  },
): Promise<IssuedSession> {
  const member = {
    userId: input.userId,
    familyId: input.familyId ?? randomUUID(),
    impersonatorId: input.impersonatorId ?? null,
  };
  const session = await newSessionTokens(deps, member);
  await storeSession(deps, executor, session, { ...member, meta: input.meta, expiresAt: input.expiresAt });
  return session;
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

export function clientMetaOf(request: { ip: string; headers: Record<string, unknown> }): ClientMeta {
  const userAgent = request.headers['user-agent'];
  return { ipAddress: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}
