import { randomBytes } from 'node:crypto';
import type { ClientCreated, ClientPayload } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import type { Executor, Tx } from '../../platform/db';
import { accountOf, callerOf, type RequestContext } from '../../platform/request-context';
import type { TakenEmailAnswers } from '../../platform/taken-email-answers';
import { addSubUserWithBilling } from '../extra-users/index';
import { immediateNoticeSince, sepaDebitView } from '../sepa-notices/index';
import { accountTime } from '../subscriptions/index';
import { syncAssignments } from './client-assignments';
import { findClient } from './client-queries';
import {
  type ClientInput,
  clientInputOf,
  emailTaken,
  isUniqueViolation,
  NO_ASSIGNMENTS,
  refuseForeignIds,
  refuseMissingAssignments,
  refuseTakenEmail,
  refuseUnallowedAssignments,
} from './client-rules';
import { accountSender, inviterName, sendWelcomeMail } from './welcome-mail';

/** The stored hash of a sub-user who has not set a password: no password verifies against it. */
const unusablePassword = () => `!unset:${randomBytes(24).toString('hex')}`;

/** Writes the new sub-user and everything that comes with them; returns their id. */
export type ClientInsertion = (tx: Tx) => Promise<number>;

/**
 * Every check of `POST api/v1/clients` (account's own ids, permission to assign, e-mail free), then
 * the one function that writes the sub-user, their organisations and roles, the audit rows and the
 * welcome mail. The caller runs it inside a transaction, so a wrapper (extra-user billing) can put
 * its own steps around it in the same transaction.
 */
export async function prepareClientCreation(
  deps: AppDeps,
  context: RequestContext,
  body: Required<ClientPayload>,
  takenAnswers: TakenEmailAnswers,
): Promise<ClientInsertion> {
  const principal = callerOf(context);
  const accountId = accountOf(context);
  const input = clientInputOf(body);
  const { db } = deps.database;
  refuseMissingAssignments(principal, null, input);
  await refuseForeignIds(db, accountId, input);
  await refuseUnallowedAssignments(db, context, principal, { clientId: null, before: NO_ASSIGNMENTS, input });
  await refuseTakenEmail(db, takenAnswers, input.email);
  const inviter = await inviterName(db, principal.userId);
  return (tx) => insertClient(deps, tx, context, { accountId, inviter, input });
}

async function insertClient(
  deps: AppDeps,
  tx: Executor,
  context: RequestContext,
  { accountId, inviter, input }: { accountId: number; inviter: string; input: ClientInput },
): Promise<number> {
  const now = deps.clock.now();
  const sender = await accountSender(tx, accountId);
  const [owner] = await tx.select({ timezone: users.timezone }).from(users).where(eq(users.id, accountId));
  const [client] = await tx
    .insert(users)
    .values({
      parentId: accountId,
      email: input.email,
      passwordHash: unusablePassword(),
      firstname: input.firstname,
      lastname: input.lastname,
      language: sender.language,
      timezone: owner?.timezone ?? 'Europe/Vienna',
      // The account added the address; the welcome link proves it when it is used.
      emailConfirmedAt: now,
      invitationPending: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, email: users.email, firstname: users.firstname, lastname: users.lastname });
  if (!client) throw new Error('insert returned no client');
  await recordAudit(tx, {
    entityType: 'client',
    entityId: client.id,
    event: 'created',
    ...auditBy(context, accountId),
    newValues: {
      email: input.email,
      firstname: input.firstname,
      lastname: input.lastname,
      language: sender.language,
    },
  });
  await syncAssignments(tx, context, {
    accountId,
    userId: client.id,
    before: NO_ASSIGNMENTS,
    next: {
      organisations: input.organisations,
      defaultOrganisationId: input.defaultOrganisationId,
      roles: input.roles,
    },
  });
  await sendWelcomeMail(deps, tx, { accountId, inviter, client });
  return client.id;
}

/**
 * `POST api/v1/clients`: checks, then the insertion inside extra-user billing (decision 0057): on
 * Tools Enterprise the prorated extra user is charged first and the sub-user written in the
 * transaction that records the charge; on Corporate and Contracted the insertion alone. The charge
 * is keyed on the e-mail, so the same sub-user added twice at once is charged once (decision 0067);
 * an `Idempotency-Key` additionally replays the first answer.
 */
export async function createClient(
  deps: AppDeps,
  context: RequestContext,
  body: Required<ClientPayload>,
  takenAnswers: TakenEmailAnswers,
): Promise<ClientCreated> {
  const accountId = accountOf(context);
  const insertion = await prepareClientCreation(deps, context, body, takenAnswers);
  const { db } = deps.database;
  // An extra user paid by SEPA is announced in the answer: its notice is at least this recent.
  const startedAt = await accountTime(deps, accountId);
  let id: number;
  try {
    id = await addSubUserWithBilling(
      deps,
      {
        accountId,
        editorId: callerOf(context).userId,
        email: clientInputOf(body).email,
        // Checked again under the account's money lock, before anything is charged.
        refuse: (tx) => refuseTakenEmail(tx, takenAnswers, clientInputOf(body).email),
        context,
      },
      insertion,
    );
  } catch (error) {
    // Another request took the address between the check and the insert: an answer like any other.
    if (isUniqueViolation(error)) {
      await takenAnswers.countTaken();
      throw emailTaken();
    }
    throw error;
  }
  const client = await findClient(db, accountId, id);
  if (!client) throw new Error(`client ${id} was not stored`);
  const debit = await immediateNoticeSince(db, accountId, null, startedAt);
  return { ...client, sepaDebit: debit ? sepaDebitView(debit) : null };
}
