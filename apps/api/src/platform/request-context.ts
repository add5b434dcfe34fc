import type { Language } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors';
import type { Principal } from './principal';

/** Where a change came from, as the audit log keeps it (spec §3 "Audit entry" meta). */
export interface RequestMeta {
  url: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * The one argument every use case takes after its dependencies (docs/decisions/0030): who acts, on
 * which account, in which language, and from which request. Routes build it once per request
 * (`contextOf`); jobs and the billing cycle build it for the system (`systemContext`), so the same
 * use case runs from either.
 */
export interface RequestContext {
  /** The signed-in caller; null when the system acts (jobs, the billing cycle, the seed). */
  principal: Principal | null;
  /** The customer account the work is on: the caller's (a sub-user's parent), or the job's. */
  accountId: number | null;
  /** Who the audit log names: the staff member while acting as someone, the user, or the system (null). */
  editorId: number | null;
  /** The language answers and mails are written in. */
  language: Language;
  meta: RequestMeta;
}

const NO_REQUEST: RequestMeta = { url: null, ip: null, userAgent: null };
const built = new WeakMap<FastifyRequest, RequestContext>();

/** The context of a request, built on first use and kept for the rest of it. */
export function contextOf(request: FastifyRequest): RequestContext {
  const known = built.get(request);
  // The principal can change within a request (sign-in, login-as), so a stale one is rebuilt.
  if (known && known.principal === request.principal && known.language === request.language) return known;
  const principal = request.principal;
  const userAgent = request.headers['user-agent'];
  const context: RequestContext = {
    principal,
    accountId: principal?.accountId ?? null,
    editorId: principal ? (principal.impersonatorId ?? principal.userId) : null,
    language: request.language,
    meta: { url: request.url, ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null },
  };
  built.set(request, context);
  return context;
}

/** The context of work the system does on an account's behalf (jobs, renewals, reconciliation). */
export function systemContext(accountId: number | null = null, language: Language = 'en'): RequestContext {
  return { principal: null, accountId, editorId: null, language, meta: NO_REQUEST };
}

/** Work a named person does outside a request (the demo seed's staff member issuing a refund). */
export function editorContext(
  editorId: number,
  accountId: number | null,
  language: Language = 'en',
): RequestContext {
  return { principal: null, accountId, editorId, language, meta: NO_REQUEST };
}

/** The signed-in caller of a use case that only people call; refuses the system. */
export function callerOf(context: RequestContext): Principal {
  if (!context.principal) throw unauthenticated();
  return context.principal;
}

/** The account a use case works on; a context without one is a programming error. */
export function accountOf(context: RequestContext): number {
  if (context.accountId === null) throw new Error('This use case needs an account in its context');
  return context.accountId;
}
