import type { RegisterRequest } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app';
import { roles, userRoles, users } from '../../db/schema/index';
import { CUSTOMER_ROLE } from '../../db/seed/roles';
import { recordAudit } from '../../platform/audit';
import { hashPassword } from '../../platform/auth/passwords';
import { clientMetaOf, type IssuedSession, startSession } from '../../platform/auth/sessions';
import { fieldError } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { recordSignIn } from './sign-in';
import { findUserByEmail } from './user-queries';

type Registration = Required<Omit<RegisterRequest, 'password_confirmation' | 'plan'>>;

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : undefined;
  return [error, cause].some(
    (e) => typeof e === 'object' && e !== null && 'code' in e && e.code === UNIQUE_VIOLATION,
  );
}

/**
 * `POST /v1/register`: a new account owner with the customer role, signed in at once. The plan is
 * always `enterprise` (spec §4); it is chosen in the store after sign-up.
 */
export async function register(
  deps: AppDeps,
  input: Registration,
  request: FastifyRequest,
): Promise<IssuedSession> {
  const emailTaken = () => fieldError({ email: [t(request.language, 'auth.emailTaken')] });
  if (await findUserByEmail(deps.database.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.database.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstname: input.firstname,
          lastname: input.lastname,
          language: input.language,
        })
        .returning({ id: users.id, email: users.email, parentId: users.parentId });
      if (!user) throw new Error('insert returned no user');
      const [customer] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, CUSTOMER_ROLE));
      if (!customer) throw new Error(`the ${CUSTOMER_ROLE} role is missing: reference data was not seeded`);
      await tx.insert(userRoles).values({ userId: user.id, roleId: customer.id });
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
        },
        request,
      });
      const session = await startSession(deps, tx, { userId: user.id, meta: clientMetaOf(request) });
      await recordSignIn(tx, { user, impersonatorId: null, request, event: 'login' });
      return session;
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
