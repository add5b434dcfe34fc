import type { AppDeps } from '../../platform/app-deps';
import { AppError, notFound } from '../../platform/errors';
import { accountOf, callerOf, type RequestContext } from '../../platform/request-context';
import { findClient } from './client-queries';
import { inviterName, sendWelcomeMail } from './welcome-mail';

/**
 * `POST api/v1/clients/:id/welcome`: a new set-password link for a sub-user who has not set a
 * password yet (the earlier link stops working); 409 once they have.
 */
export async function resendWelcome(deps: AppDeps, context: RequestContext, id: number): Promise<void> {
  const principal = callerOf(context);
  const accountId = accountOf(context);
  const { db } = deps.database;
  const client = await findClient(db, accountId, id);
  if (!client) throw notFound();
  if (!client.invitation_pending) throw new AppError(409, 'conflict', 'clients.invitationUsed');
  const inviter = await inviterName(db, principal.userId);
  await db.transaction((tx) => sendWelcomeMail(deps, tx, { accountId, inviter, client }));
}
