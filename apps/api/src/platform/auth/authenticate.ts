import { AUTHENTICATED, isLanguage } from '@portal/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  refreshSessions,
  rolePermissions,
  roles,
  subscriptions,
  userRoles,
  users,
} from '../../db/schema/index';
import type { Db } from '../db';
import { unauthenticated } from '../errors';
import { languageNamedIn } from '../i18n/index';
import { type Bound, preparedRead } from '../prepared-query';
import type { Principal } from '../principal';
import type { PrincipalRecord } from './auth-cache';
import { ACCESS_COOKIE } from './cookies';
import { effectivePermissions, LIVE_SUBSCRIPTION_STATUSES } from './product-permissions';
import { storeOnly } from './suspended-access';
import { type AccessClaims, verifyAccessToken } from './tokens';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export function hasBearer(request: FastifyRequest): boolean {
  return bearerToken(request) !== null;
}

const openedSince = (startedAt: string | Date | null, suspendedAt: Date | null) =>
  startedAt !== null && suspendedAt !== null && new Date(startedAt).getTime() > suspendedAt.getTime();

const principalRow = preparedRead(
  'principal',
  ['userId', 'sessionId'],
  (executor, { userId, sessionId }: Bound<{ userId: number; sessionId: string }>) =>
    executor
      .select({
        id: users.id,
        parentId: users.parentId,
        language: users.language,
        suspendedAt: users.suspendedAt,
        deactivatedAt: users.deactivatedAt,
        rolePermissions: sql<
          string[]
        >`coalesce(array_agg(distinct ${rolePermissions.permission}::text) filter (where ${rolePermissions.permission} is not null and not ${roles.isInternal}), '{}'::text[])`,
        staffPermissions: sql<
          string[]
        >`coalesce(array_agg(distinct ${rolePermissions.permission}::text) filter (where ${rolePermissions.permission} is not null and ${roles.isInternal}), '{}'::text[])`,
        liveLines: sql<
          string[]
        >`array(select distinct ${subscriptions.line}::text from ${subscriptions} where ${and(
          eq(subscriptions.userId, sql`coalesce(${users.parentId}, ${users.id})`),
          inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        )})`,
        sessionLive: sql<boolean>`exists (select 1 from ${refreshSessions} where ${and(
          eq(refreshSessions.familyId, sessionId),
          eq(refreshSessions.userId, userId),
          isNull(refreshSessions.revokedAt),
        )})`,
        sessionStartedAt: sql<
          string | null
        >`(select min(${refreshSessions.createdAt}) from ${refreshSessions} where ${and(
          eq(refreshSessions.familyId, sessionId),
          eq(refreshSessions.userId, userId),
        )})`,
        impersonatorId: sql<
          number | null
        >`(select ${refreshSessions.impersonatorId} from ${refreshSessions} where ${and(
          eq(refreshSessions.familyId, sessionId),
          eq(refreshSessions.userId, userId),
        )} limit 1)`,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(roles, eq(roles.id, userRoles.roleId))
      .leftJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .where(eq(users.id, userId))
      .groupBy(users.id),
);

/**
 * One query: the user's state, their permissions through their roles, the product lines their account
 * holds a live subscription of (docs/decisions/0037), whether the sign-in the token
 * belongs to is still live (logout, login-as and refresh reuse revoke it), and who, by that sign-in's
 * record, acts as the user. Every row of a family carries the same impersonator (set by login-as).
 */
async function loadPrincipal(db: Db, claims: AccessClaims): Promise<PrincipalRecord | null> {
  const [row] = await principalRow(db, { userId: claims.userId, sessionId: claims.sessionId });
  if (!row?.sessionLive || row.deactivatedAt) return null;
  const suspended = row.suspendedAt !== null;
  // Suspending ends every sign-in it finds; only the store-only sign-in a suspended account opens
  // itself afterwards lives on (decision 0044).
  if (suspended && !openedSince(row.sessionStartedAt, row.suspendedAt)) return null;
  const permissions = effectivePermissions({
    rolePermissions: row.rolePermissions,
    staffPermissions: row.staffPermissions,
    liveLines: row.liveLines,
    owner: row.parentId === null,
  });
  return {
    id: row.id,
    parentId: row.parentId,
    language: row.language,
    permissions: suspended ? storeOnly(permissions) : permissions,
    suspended,
    impersonatorId: row.impersonatorId === null ? null : Number(row.impersonatorId),
  };
}

/**
 * The caller as the database has them now: a use case that started or ended a subscription answers
 * with the permissions that change brought (decision 0037), not those read when the request began.
 */
export async function reloadedPrincipal(db: Db, principal: Principal): Promise<Principal> {
  if (!principal.sessionId) return principal;
  const loaded = await loadPrincipal(db, {
    userId: principal.userId,
    sessionId: principal.sessionId,
    impersonatorId: principal.impersonatorId,
  });
  return loaded ? { ...principal, permissions: [...loaded.permissions, AUTHENTICATED] } : principal;
}

/**
 * Resolves `request.principal` from the Bearer header or the httpOnly access cookie. A missing,
 * invalid, expired or revoked token leaves it null; route-rules then answers 401 `Unauthenticated.`
 * for routes that need a session, and public routes work as for anyone.
 */
export function registerAuthentication(app: FastifyInstance): void {
  const { deps } = app;
  const { database, authCache } = deps;
  app.addHook('onRequest', async (request) => {
    // Pages and assets never need the principal; skip the lookup for them.
    if (!request.url.startsWith('/v1/') && !request.url.startsWith('/api/')) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[ACCESS_COOKIE];
    if (!token) return;
    const claims = await verifyAccessToken(deps, token);
    if (!claims) return;
    let row = authCache.principal(claims.userId, claims.sessionId);
    if (!row) {
      const loaded = await loadPrincipal(database.db, claims);
      if (!loaded) return;
      authCache.rememberPrincipal(claims.sessionId, loaded);
      row = loaded;
    }
    // A token that names someone else as acting for the user than its sign-in does is not ours,
    // however it was signed: who acts for a user comes from the server's record only.
    if (row.impersonatorId !== claims.impersonatorId) return;
    const principal: Principal = {
      userId: row.id,
      accountId: row.parentId ?? row.id,
      permissions: [...row.permissions, AUTHENTICATED],
      impersonatorId: row.impersonatorId,
      suspended: row.suspended,
      via: bearer ? 'bearer' : 'cookie',
      sessionId: claims.sessionId,
    };
    request.principal = principal;
    // The language the client asks for is the one its user reads (the portal sends its UI language);
    // the profile's language answers clients that ask for none of ours (docs/decisions/0022).
    if (isLanguage(row.language) && !languageNamedIn(request.headers['accept-language'])) {
      request.language = row.language;
    }
  });

  // A state-changing request may have changed what the cache holds about the caller's account; the
  // handler's transaction has committed by the time the answer is sent, and the client cannot ask
  // again before it has the answer. Routes that write nothing whatever their method keep it.
  app.addHook('onSend', async (request, _reply, payload) => {
    const readOnly = SAFE_METHODS.has(request.method) || request.routeOptions.config?.readOnly === true;
    if (request.principal && !readOnly) {
      authCache.forgetAccount(request.principal.accountId);
      authCache.forgetUser(request.principal.userId);
    }
    return payload;
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The caller of a route that has a rule; route-rules has already refused anyone without a session. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}
