import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Clock } from '../clock';

/** What an access token says: who, which sign-in (refresh family) and who is acting as them. */
export interface AccessClaims {
  userId: number;
  sessionId: string;
  impersonatorId: number | null;
}

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
export function signAccessToken(config: Config, clock: Clock, claims: AccessClaims): Promise<string> {
  const now = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({
    sid: claims.sessionId,
    ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(now)
    .setExpirationTime(now + config.ACCESS_TOKEN_TTL_SECONDS)
    .sign(keyOf(config.jwtSecret));
}

interface VerifiedToken {
  claims: AccessClaims;
  expiresAtMs: number;
}

/**
 * Tokens already verified, per configuration (so per secret). A client sends the same access token
 * with every request until it expires; checking its signature once is enough. Only the exact token
 * string hits, and expiry is still checked on the injected clock at every use.
 */
const verifiedTokens = new WeakMap<Config, Map<string, VerifiedToken>>();
const MAX_VERIFIED_TOKENS = 10_000;

function verifiedCacheOf(config: Config): Map<string, VerifiedToken> {
  let cache = verifiedTokens.get(config);
  if (!cache) {
    cache = new Map();
    verifiedTokens.set(config, cache);
  }
  return cache;
}

/** The claims of a valid token; null for anything forged, malformed or expired. */
export async function verifyAccessToken(
  config: Config,
  clock: Clock,
  token: string,
): Promise<AccessClaims | null> {
  const cache = verifiedCacheOf(config);
  const known = cache.get(token);
  if (known) {
    if (known.expiresAtMs > clock.now().getTime()) return known.claims;
    cache.delete(token);
  }
  const claims = await verifySignature(config, clock, token);
  if (claims) {
    if (cache.size >= MAX_VERIFIED_TOKENS) cache.clear();
    cache.set(token, claims);
    return claims.claims;
  }
  return null;
}

async function verifySignature(config: Config, clock: Clock, token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
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
