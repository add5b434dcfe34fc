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

/** The claims of a valid token; null for anything forged, malformed or expired. */
export async function verifyAccessToken(
  config: Config,
  clock: Clock,
  token: string,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.jwtSecret), {
      algorithms: ['HS256'],
      currentDate: clock.now(),
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
    return {
      userId,
      sessionId: payload.sid,
      impersonatorId: typeof payload.imp === 'number' ? payload.imp : null,
    };
  } catch {
    return null;
  }
}
