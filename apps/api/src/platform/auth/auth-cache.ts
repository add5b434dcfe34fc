import type { Account } from '@portal/contract';
import { TtlCache } from '../cache/ttl-cache';
import type { Clock } from '../clock';
import type { LoginAsTerms } from '../principal';

/** What authentication learns about a caller from the database (see authenticate.ts). */
export interface PrincipalRecord {
  id: number;
  parentId: number | null;
  language: string;
  permissions: string[];
  /** The staff member acting as this user in this sign-in, from its stored record. */
  impersonatorId: number | null;
  /** The login-as's end and switch, when someone acts as the user. */
  loginAs: LoginAsTerms | null;
  /** A suspended account's store-only sign-in (decision 0044). */
  suspended: boolean;
}

interface Cached<V> {
  userId: number;
  sessionId: string;
  accountId: number;
  value: V;
}

/**
 * Every signed-in request needs the caller's permissions, and the web reloads `/v1/account/me`
 * often. Both are cached per sign-in for a short time (AUTH_CACHE_TTL_MS) so a busy user costs no
 * database round trip per request. Whatever changes a user's data drops their entries: any
 * state-changing request of the account (app.ts), session revocation (sessions.ts) and staff actions
 * on a user (`forgetUser`). The expiry bounds what another instance or a background job can leave
 * stale.
 */
export class AuthCache {
  private readonly principals: TtlCache<Cached<PrincipalRecord>>;
  private readonly accounts: TtlCache<Cached<Account>>;

  constructor(clock: Clock, ttlMs: number) {
    this.principals = new TtlCache(clock, ttlMs);
    this.accounts = new TtlCache(clock, ttlMs);
  }

  principal(userId: number, sessionId: string): PrincipalRecord | undefined {
    return this.principals.get(`${userId}:${sessionId}`)?.value;
  }

  rememberPrincipal(sessionId: string, record: PrincipalRecord): void {
    const accountId = record.parentId ?? record.id;
    this.principals.set(`${record.id}:${sessionId}`, {
      userId: record.id,
      sessionId,
      accountId,
      value: record,
    });
  }

  account(userId: number, sessionId: string): Account | undefined {
    return this.accounts.get(`${userId}:${sessionId}`)?.value;
  }

  rememberAccount(sessionId: string, accountId: number, account: Account): void {
    this.accounts.set(`${account.id}:${sessionId}`, {
      userId: account.id,
      sessionId,
      accountId,
      value: account,
    });
  }

  /** Drops what is cached about one user (their sessions, permissions and account answer). */
  forgetUser(userId: number): void {
    this.drop({ kind: 'user', id: userId });
    this.peers?.({ kind: 'user', id: userId });
  }

  /** Drops what is cached about one sign-in (logout, login-as, revocation). */
  forgetSession(sessionId: string): void {
    this.drop({ kind: 'session', id: sessionId });
    this.peers?.({ kind: 'session', id: sessionId });
  }

  /** Drops what is cached about an account's owner and every sub-user of it. */
  forgetAccount(accountId: number): void {
    this.drop({ kind: 'account', id: accountId });
    this.peers?.({ kind: 'account', id: accountId });
  }

  /**
   * Tells the other processes on the database what this one drops, so a suspension, a role change or
   * a logout takes effect there at once, not at the entries' expiry (issue 16, `cache-peers.ts`).
   */
  tellPeers(send: ((drop: CacheDrop) => void) | null): void {
    this.peers = send;
  }

  /** Applies what another process dropped, without telling anyone again. */
  drop(drop: CacheDrop): void {
    const matches = (entry: Cached<unknown>) =>
      drop.kind === 'session'
        ? entry.sessionId === drop.id
        : drop.kind === 'user'
          ? entry.userId === drop.id
          : entry.accountId === drop.id || entry.userId === drop.id;
    this.principals.deleteWhere(matches);
    this.accounts.deleteWhere(matches);
  }

  private peers: ((drop: CacheDrop) => void) | null = null;
}

/** What a process dropped from its signed-in cache, as other processes apply it. */
export type CacheDrop = { kind: 'user' | 'account'; id: number } | { kind: 'session'; id: string };
