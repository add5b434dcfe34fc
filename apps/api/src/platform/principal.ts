/** How long a staff member acts as the user, and whether they may change anything. */
export interface LoginAsTerms {
  until: Date;
  changesAllowed: boolean;
}

/** Who is calling: set by the auth plugin from the access cookie or a Bearer token. */
export interface Principal {
  userId: number;
  /** The customer account whose data the caller works on: the parent for a sub-user, else the user. */
  accountId: number;
  permissions: readonly string[];
  /** The staff user who signed in as this user, if any. */
  impersonatorId: number | null;
  /** That login-as's terms, from its stored record (decision 0063). */
  loginAs?: LoginAsTerms | null;
  /** A suspended account's sign-in: it may look at the store and sign out, nothing else (decision 0044). */
  suspended?: boolean;
  /** How the token arrived: cookies need CSRF protection, Bearer tokens do not. */
  via: 'cookie' | 'bearer';
  /** The sign-in (refresh family) the access token belongs to; logout and login-as end it. */
  sessionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}
