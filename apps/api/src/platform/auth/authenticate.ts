import { AUTHENTICATED, isLanguage } from '@portal/contract';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refreshSessions, supportAccesses, users } from '../../db/schema/index';
import type { Db, Executor } from '../db';
import { unauthenticated } from '../errors';
import { languageNamedIn } from '../i18n/index';
import { type Bound, preparedRead } from '../prepared-query';
import type { Principal } from '../principal';
import type { PrincipalRecord } from './auth-cache';
import type { CallerRead } from './caller-read';
import { ACCESS_COOKIE } from './cookies';
import { accountIdOfUser, heldPermissions, liveLinesColumn, rolePermissionsColumn } from './held-permissions';
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

type PrincipalValues = { userId: number; sessionId: string };
type WithCallerValues = PrincipalValues & { now: string };

function principalQuery(
  executor: Executor,
  { userId, sessionId }: Bound<PrincipalValues>,
  caller?: { read: CallerRead; now: Bound<WithCallerValues>['now'] },
) {
  const sign = executor
    .select({
      live: sql<boolean | null>`bool_or(${refreshSessions.revokedAt} is null)`.as('live'),
      startedAt: sql<string | null>`min(${refreshSessions.createdAt})`.as('started_at'),
      impersonatorId: sql<number | null>`min(${refreshSessions.impersonatorId})`.as('impersonator_id'),
      actingUntil: sql<string | null>`min(${supportAccesses.endsAt})`.as('acting_until'),
      changesAllowed: sql<boolean | null>`bool_or(${supportAccesses.changesAllowed})`.as('changes_allowed'),
    })
    .from(refreshSessions)
    .leftJoin(supportAccesses, eq(supportAccesses.familyId, refreshSessions.familyId))
    .where(and(eq(refreshSessions.familyId, sessionId), eq(refreshSessions.userId, userId)))
    .as('sign_in');
  const accountId = accountIdOfUser();
  return executor
    .select({
      id: users.id,
      parentId: users.parentId,
      language: users.language,
      suspendedAt: users.suspendedAt,
      deactivatedAt: users.deactivatedAt,
      permissions: rolePermissionsColumn(),
      liveLines: liveLinesColumn(),
      // Every row of a family carries the same impersonator (set by login-as).
      sessionLive: sign.live,
      sessionStartedAt: sign.startedAt,
      impersonatorId: sign.impersonatorId,
      actingUntil: sign.actingUntil,
      changesAllowed: sign.changesAllowed,
      ...(caller ? callerColumns(executor, caller.read, caller.now, accountId) : {}),
    })
    .from(users)
    .crossJoinLateral(sign)
    .where(eq(users.id, userId));
}

const PRINCIPAL_COLUMNS = new Set([
  'id',
  'parentId',
  'language',
  'suspendedAt',
  'deactivatedAt',
  'permissions',
  'liveLines',
  'sessionLive',
  'sessionStartedAt',
  'impersonatorId',
  'actingUntil',
  'changesAllowed',
]);

function callerColumns(executor: Executor, read: CallerRead, now: string | Placeholder, accountId: SQL) {
  const columns = read.columns(executor, {
    userId: sql`${users.id}`,
    accountId,
    now: sql`${now}::timestamptz`,
  });
  const clash = Object.keys(columns).find((key) => PRINCIPAL_COLUMNS.has(key));
  if (clash) throw new Error(`caller read ${read.name} names the principal's column ${clash}`);
  return columns;
}

const plainPrincipal = preparedRead('principal', ['userId', 'sessionId'], principalQuery);
const withCallerRead = new Map<
  CallerRead,
  (executor: Executor, values: WithCallerValues) => Promise<PrincipalRows>
>();
type PrincipalRows = Awaited<ReturnType<typeof plainPrincipal>>;

/** The principal and, when the route has a caller read, its columns: one statement either way. */
function principalRows(db: Db, claims: AccessClaims, read: CallerRead | undefined, now: Date) {
  const values = { userId: claims.userId, sessionId: claims.sessionId };
  if (!read) return plainPrincipal(db, values);
  let statement = withCallerRead.get(read);
  if (!statement) {
    statement = preparedRead(
      `principal_${read.name}`,
      ['userId', 'sessionId', 'now'],
      (executor, { now, ...rest }: Bound<WithCallerValues>) => principalQuery(executor, rest, { read, now }),
    ) as unknown as (executor: Executor, values: WithCallerValues) => Promise<PrincipalRows>;
    withCallerRead.set(read, statement);
  }
  return statement(db, { ...values, now: now.toISOString() });
}

/**
 * One query: the user's state, their permissions through their roles, the product lines their account
 * holds a live subscription of (docs/decisions/0037), whether the sign-in the token
 * belongs to is still live (logout, login-as and refresh reuse revoke it), and who, by that sign-in's
 * record, acts as the user.
 */
async function loadPrincipal(
  db: Db,
  claims: AccessClaims,
  read?: CallerRead,
  now: Date = new Date(),
): Promise<{ record: PrincipalRecord; callerRow: unknown } | null> {
  const [row] = await principalRows(db, claims, read, now);
  if (!row?.sessionLive || row.deactivatedAt) return null;
  const suspended = row.suspendedAt !== null;
  // Suspending ends every sign-in it finds; only the store-only sign-in a suspended account opens
  // itself afterwards lives on (decision 0044).
  if (suspended && !openedSince(row.sessionStartedAt, row.suspendedAt)) return null;
  const permissions = heldPermissions({ ...row, suspended });
  // Someone acting as the user without the terms of a login-as is no sign-in of ours (decision 0063).
  if (row.impersonatorId !== null && row.actingUntil === null) return null;
  const record: PrincipalRecord = {
    id: row.id,
    parentId: row.parentId,
    language: row.language,
    permissions,
    suspended,
    impersonatorId: row.impersonatorId === null ? null : Number(row.impersonatorId),
    loginAs:
      row.actingUntil === null
        ? null
        : { until: new Date(row.actingUntil), changesAllowed: row.changesAllowed === true },
  };
  return { record, callerRow: row };
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
  return loaded ? { ...principal, permissions: [...loaded.record.permissions, AUTHENTICATED] } : principal;
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
      const read = request.routeOptions.config?.callerRead;
      const loaded = await loadPrincipal(database.db, claims, read, deps.clock.now());
      if (!loaded) return;
      authCache.rememberPrincipal(claims.sessionId, loaded.record);
      row = loaded.record;
      if (read) request.callerRow = loaded.callerRow as Record<string, unknown>;
    }
    // A token that names someone else as acting for the user than its sign-in does is not ours,
    // however it was signed: who acts for a user comes from the server's record only.
    if (row.impersonatorId !== claims.impersonatorId) return;
    const principal: Principal = {
      userId: row.id,
      accountId: row.parentId ?? row.id,
      permissions: [...row.permissions, AUTHENTICATED],
      impersonatorId: row.impersonatorId,
      loginAs: row.loginAs,
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
