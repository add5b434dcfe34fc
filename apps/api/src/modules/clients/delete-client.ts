import type { ClientDelete } from '@portal/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { dataExports, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { verifyPassword } from '../../platform/auth/passwords';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n/index';
import { accountOf, callerOf, type RequestContext } from '../../platform/request-context';
import { releaseSubUserSeat } from '../extra-users/index';
import { findClient } from './client-queries';

const notYourself = () => new AppError(403, 'forbidden', 'clients.notYourself');

/** `wrong_password` (spec §8 "Admin and clients": 'Password is incorrect') on the dialog's field. */
const wrongPassword = (context: RequestContext) =>
  new AppError(422, 'wrong_password', 'clients.wrongPassword', {
    errors: { password: [t(context.language, 'clients.wrongPassword')] },
  });

/**
 * `DELETE api/v1/clients/:id` with the caller's own password (the route counts attempts before it is
 * checked): the sub-user goes with what they own in the portal (sessions, data exports and their
 * archives, settings, profile image), their access token stops working at once; the audit log keeps
 * its rows, and a `deleted` row with who they were.
 */
export async function deleteClient(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  input: ClientDelete,
): Promise<void> {
  const principal = callerOf(context);
  const accountId = accountOf(context);
  const { db } = deps.database;
  const client = await findClient(db, accountId, id);
  if (!client) throw notFound();
  if (id === principal.userId) throw notYourself();
  const [caller] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, principal.userId));
  if (!caller || !(await verifyPassword(caller.passwordHash, input.password))) throw wrongPassword(context);

  const files = await db.transaction(async (tx) => {
    const [row] = await tx.select({ image: users.image }).from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound();
    const archives = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(and(eq(dataExports.userId, id), isNotNull(dataExports.storageKey)));
    await recordAudit(tx, {
      entityType: 'client',
      entityId: id,
      event: 'deleted',
      ...auditBy(context, accountId),
      oldValues: {
        email: client.email,
        firstname: client.firstname,
        lastname: client.lastname,
        organisations: client.organisations.map((organisation) => organisation.id),
        default_organisation_id: client.default_organisation_id,
        roles: client.roles.map((role) => role.id),
      },
    });
    // Sessions, tokens, pivots, exports, settings and two-factor rows go with the user (cascade).
    await tx.delete(users).where(eq(users.id, id));
    // One extra user less from the next period on (decision 0057); nothing is refunded now.
    await releaseSubUserSeat(tx, { accountId, clientId: id, context });
    return { image: row.image, archives: archives.flatMap((a) => (a.key ? [a.key] : [])) };
  });
  // No sign-in of theirs is live any more; their cached one must not outlive it.
  deps.authCache.forgetUser(id);
  if (files.image) await deps.storage.deletePublic(`user/${files.image}`);
  for (const key of files.archives) await deps.storage.deletePrivate(key);
}
