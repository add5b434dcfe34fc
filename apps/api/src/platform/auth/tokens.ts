import { jwtVerify, SignJWT } from 'jose';
import type { AppDeps } from '../app-deps';
import type { ServiceSecrets } from '../service-secrets';

/**
 * What an access token says: who, which sign-in (refresh family) and who is acting as them. The
 * impersonator is only a claim: authentication believes it when the sign-in's stored record agrees.
 */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  impersonatorId: number | null;
}

type TokenDeps = Pick<AppDeps, 'config' | 'clock' | 'secrets'>;

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** A short-lived HS256 JWT; its lifetime comes from the injected clock so tests can expire it. */
export function signAccessToken(deps: TokenDeps, claims: AccessClaims): Promise<string> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new SignJWT({
    sid: claims.sessionId,
    ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(now)
    .setExpirationTime(now + deps.config.ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(deps.secrets.jwt));
}

interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

/**
 * Tokens already verified, per set of secrets (so per key). A client sends the same access token
 * with every request until it expires; checking its signature once is enough. Only the exact token
 * string hits, and expiry is still checked on the injected clock at every use.
 */
const verifiedTokens = new WeakMap<ServiceSecrets, Map<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 10_000;

function verifiedCacheOf(secrets: ServiceSecrets): Map<string, VerifiedToken> {
  let cache = verifiedTokens.get(secrets);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(secrets, cache);
  }
  return cache;
}

/** The claims of a valid token; null for anything forged, malformed or expired. */
export async function verifyAccessToken(deps: TokenDeps, token: string): Promise<AccessClaims | null> {
  const cache = verifiedCacheOf(deps.secrets);
  const known = cache.get(token);
  if (known) {
    if (known.expiresAtMs > deps.clock.now().getTime()) return known.claims;
    cache.delete(token);
  }
  const claims = await verifySignature(deps, token);
  if (claims) {
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.clear();
    cache.set(token, claims);
    return claims.claims;
  }
  return null;
}

async function verifySignature(deps: TokenDeps, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(deps.secrets.jwt), {
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    if (typeof payload.exp !== 'number') return null;
    return {
      claims: {
        userId,
        sessionId: payload.sid,
        impersonatorId: typeof payload.imp === 'number' ? payload.imp : null,
      },
      expiresAtMs: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}
