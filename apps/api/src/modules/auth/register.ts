import { isLanguage, type RegisterRequest } from '@portal/contract';
import { addHours } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { emailConfirmationTokens, roles, userRoles, users } from '../../db/schema/index';
import { CUSTOMER_ROLE } from '../../db/seed/roles';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit } from '../../platform/audit';
import { syncRelationAudited } from '../../platform/audited-change';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/auth/opaque-token';
import { hashPassword } from '../../platform/auth/passwords';
import { contextOf, type RequestContext } from '../../platform/request-context';
import { findUserByEmail, type SignInUser } from './user-queries';

type Registration = Required<Omit<RegisterRequest, 'password_confirmation' | 'plan' | 'accept_terms'>> &
  Pick<RegisterRequest, 'accept_terms'>;

/** How long the link of a registration mail works. */
export const CONFIRM_TOKEN_TTL_HOURS = 24;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (e) => typeof e === 'object' && e !== null && 'code' in e && e.code === UNIQUE_VIOLATION,
  );
}

/** Tells the holder of a taken address that someone tried to register with it, and how to get in. */
async function mailRegistrationAttempt(deps: AppDeps, user: SignInUser): Promise<void> {
  await deps.mailer.send(deps.database.db, {
    to: user.email,
    template: 'registration-attempt',
    language: isLanguage(user.language) ? user.language : 'en',
    data: {
      name: `${user.firstname} ${user.lastname}`.trim(),
      forgotPasswordUrl: `${deps.config.publicUrl}/forgot-password`,
    },
  });
}

/** The new account owner, waiting for confirmation, and the mail with its link: all or nothing. */
async function createUnconfirmedOwner(
  deps: AppDeps,
  input: Registration,
  passwordHash: string,
  request: FastifyRequest,
): Promise<void> {
  const token = newOpaqueToken();
  const now = deps.clock.now();
  const expiresAt = addHours(now, CONFIRM_TOKEN_TTL_HOURS);
  // Ticked on the sign-up form: the terms dialog need not ask again after the first sign-in.
  const terms = input.accept_terms ? { acceptedLatestTerms: true, termsAcceptedAt: now } : {};
  await deps.database.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname,
        language: input.language,
        emailConfirmedAt: null,
        ...terms,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('insert returned no user');
    const [customer] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, CUSTOMER_ROLE));
    if (!customer) throw new Error(`the ${CUSTOMER_ROLE} role is missing: reference data was not seeded`);
    const by: RequestContext = { ...contextOf(request), accountId: user.id, editorId: user.id };
    await recordAudit(tx, {
      entityType: 'user',
      entityId: user.id,
      event: 'created',
      editor: user.id,
      accountId: user.id,
      newValues: {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        language: input.language,
        password: passwordHash,
        ...(input.accept_terms ? { accepted_latest_terms: true, terms_accepted_at: now.toISOString() } : {}),
      },
      meta: by.meta,
    });
    // The owner's role, as a relation change (pivot attached) in the same transaction.
    await syncRelationAudited(tx, by, {
      table: userRoles,
      ownerColumn: userRoles.userId,
      ownerId: user.id,
      targetColumn: userRoles.roleId,
      targetIds: [customer.id],
      entityType: 'user',
      relation: 'roles',
    });
    await tx
      .insert(emailConfirmationTokens)
      .values({ userId: user.id, tokenHash: hashOpaqueToken(token), expiresAt });
    const query = new URLSearchParams({ token, email: input.email });
    await deps.mailer.send(tx, {
      to: input.email,
      template: 'confirm-email',
      language: input.language,
      data: {
        name: `${input.firstname} ${input.lastname}`.trim(),
        confirmUrl: `${deps.config.publicUrl}/confirm-email?${query}`,
      },
      secret: token,
    });
  });
}

/**
 * `POST /v1/register`: the same answer for a free and a taken address (decision 0027), so nobody
 * learns which addresses have an account. A free address gets a new account owner with the customer
 * role, who signs in once the mailed link confirmed the address; a taken one gets a mail saying that
 * someone tried. The plan is always `enterprise` (spec §4); it is chosen in the store after sign-up.
 */
export async function register(deps: AppDeps, input: Registration, request: FastifyRequest): Promise<void> {
  // Hashed either way, so both answers cost the same.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.database.db, input.email);
  if (existing) return mailRegistrationAttempt(deps, existing);
  try {
    await createUnconfirmedOwner(deps, input, passwordHash, request);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two sign-ups with one e-mail at the same moment: the unique index decides, the other is told.
    const winner = await findUserByEmail(deps.database.db, input.email);
    if (winner) await mailRegistrationAttempt(deps, winner);
  }
}
