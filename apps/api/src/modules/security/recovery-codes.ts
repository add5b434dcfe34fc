import { createHmac, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@portal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { twoFactorRecoveryCodes } from '../../db/schema/index';
import { derivedKey } from '../../platform/auth/derived-key';
import type { Executor } from '../../platform/db';
import type { ServiceSecrets } from '../../platform/service-secrets';

/** Letters and digits without the look-alikes (0/o, 1/l/i): about 49 bits in ten characters. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

/** As handed out: lower case with the hyphen, however it was typed. */
function normalised(code: string): string {
  const plain = code.trim().toLowerCase().replace(/-/g, '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

/**
 * A keyed hash (HMAC-SHA256 with a key derived from SECRETS_KEY) bound to the user: a copy of the
 * table alone cannot be searched for codes, and a code counts only for its own user.
 */
function hashOf(secrets: ServiceSecrets, userId: number, code: string): string {
  return createHmac('sha256', derivedKey(secrets.secretsKey, 'two-factor-recovery-code'))
    .update(`${userId}\n${normalised(code)}`)
    .digest('hex');
}

/** Replaces the user's recovery codes with new ones and answers them in plain text, this once. */
export async function replaceRecoveryCodes(
  executor: Executor,
  secrets: ServiceSecrets,
  userId: number,
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await executor.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await executor
    .insert(twoFactorRecoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: hashOf(secrets, userId, code) })));
  return [...codes];
}

/**
 * Spends one unused recovery code of the user: true once, for the first of any concurrent uses
 * (the conditional update decides).
 */
export async function spendRecoveryCode(
  executor: Executor,
  secrets: ServiceSecrets,
  input: { userId: number; code: string; now: Date },
): Promise<boolean> {
  const spent = await executor
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, input.userId),
        eq(twoFactorRecoveryCodes.codeHash, hashOf(secrets, input.userId, input.code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}

/** How many of the user's recovery codes are still unused. */
export async function recoveryCodesLeft(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ left: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}
