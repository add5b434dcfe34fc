import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

/** argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane): about 13 ms per hash here. */
const options: Options = { algorithm: 2 as Algorithm, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when no user matches the e-mail, so the answer's timing does
 * not tell which e-mail addresses have an account.
 */
export async function verifyAgainstDecoy(plain: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, plain);
  return false;
}
