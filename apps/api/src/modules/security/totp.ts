import { Secret, TOTP } from 'otpauth';
import { PRODUCT_NAME } from '../../platform/mail/mail-layout';

/**
 * RFC 6238 as authenticator apps implement it: SHA-1 (what every app supports), 6 digits, 30-second
 * steps. A code of the step before or after the current one counts too, for clocks that drift.
 */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

/** A new secret: 20 random bytes (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the QR code holds: `otpauth://totp/Account%20Portal:rita%40example.test?secret=…`. */
export function otpauthUrl(secret: string, email: string): string {
  return new TOTP({ ...TOTP_OPTIONS, issuer: PRODUCT_NAME, label: email, secret }).toString();
}

/** The secret in groups of four characters, easier to type into an app by hand. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** The 30-second time step of a moment: a code belongs to exactly one. */
export const timeStepOf = (now: Date) =>
  TOTP.counter({ period: TOTP_OPTIONS.period, timestamp: now.getTime() });

/** The time step the code belongs to when it is right now (±1 step), else null. */
export function matchingTimeStep(secret: string, code: string, now: Date): number | null {
  const delta = TOTP.validate({
    ...TOTP_OPTIONS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp: now.getTime(),
    window: WINDOW,
  });
  return delta === null ? null : timeStepOf(now) + delta;
}
