import type { TwoFactorSetup } from '@portal/contract';
import { eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { twoFactorSecrets, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { notFound } from '../../platform/errors';
import { callerOf, type RequestContext } from '../../platform/request-context';
import { sealTotpSecret } from './sealed-totp-secret';
import { groupedSecret, newTotpSecret, otpauthUrl } from './totp';
import { alreadyEnabled, refuseActingStaff } from './two-factor-errors';

/**
 * `POST /v1/account/security/two-factor/setup`: a new secret, sealed, waiting for the app's first
 * code (a set-up asked for again replaces the waiting one). The QR code is an SVG drawn here, so no
 * QR library reaches the browser.
 */
export async function setupTwoFactor(deps: AppDeps, context: RequestContext): Promise<TwoFactorSetup> {
  const principal = callerOf(context);
  refuseActingStaff(principal);
  const { userId } = principal;
  const [user] = await deps.database.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const secret = newTotpSecret();
  const secretSealed = sealTotpSecret(deps.secrets, userId, secret);
  const now = deps.clock.now();
  // One upsert that leaves an enabled secret alone, so a set-up racing an enable cannot replace it.
  const stored = await deps.database.db
    .insert(twoFactorSecrets)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { secretSealed, lastUsedStep: null, createdAt: now },
      setWhere: isNull(twoFactorSecrets.enabledAt),
    })
    .returning({ userId: twoFactorSecrets.userId });
  if (stored.length === 0) throw alreadyEnabled();
  const url = otpauthUrl(secret, user.email);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauth_url: url, secret: groupedSecret(secret), qr_svg: svg };
}
