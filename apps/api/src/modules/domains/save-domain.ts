import { type Domain, type DomainPayload, message } from '@portal/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { domains, users } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { auditBy, recordAudit } from '../../platform/audit';
import { updateAudited } from '../../platform/audited-change';
import type { Executor } from '../../platform/db';
import { fieldError, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { toDomain } from './domain-queries';

/**
 * The account a user belongs to (their own, or their parent's for a sub-user), so the account sees
 * the change in its activity log. A user who does not exist, or whose account was deleted, owns no
 * domain: a field error on `user_id`, nothing changed.
 */
async function accountOfOwner(tx: Executor, userId: number): Promise<number> {
  const [owner] = await tx
    .select({ id: users.id, parentId: users.parentId })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!owner) throw fieldError({ user_id: [message('validation.oneOf')] });
  return owner.parentId ?? owner.id;
}

/** A user holds each domain once, in any case (the unique index says the same). */
async function refuseTakenTitle(tx: Executor, input: DomainPayload, except?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: domains.id })
    .from(domains)
    .where(
      and(
        eq(domains.userId, input.user_id),
        sql`lower(${domains.title}) = lower(${input.title})`,
        except === undefined ? undefined : ne(domains.id, except),
      ),
    )
    .limit(1);
  if (taken) throw fieldError({ title: [message('validation.unique')] });
}

/** `POST /v1/domain`: a new domain of the user, its title the stripped base domain; audited. */
export async function createDomain(
  deps: AppDeps,
  context: RequestContext,
  input: DomainPayload,
): Promise<Domain> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const accountId = await accountOfOwner(tx, input.user_id);
    await refuseTakenTitle(tx, input);
    const [row] = await tx
      .insert(domains)
      .values({
        userId: input.user_id,
        title: input.title,
        analytics: input.analytics,
        sdk: input.sdk,
        cookies: input.cookies,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no domain');
    await recordAudit(tx, {
      entityType: 'domain',
      entityId: row.id,
      event: 'created',
      ...auditBy(context, accountId),
      newValues: { ...input },
    });
    return toDomain(row);
  });
}

/** `PUT /v1/domain/:id`: the title, owner and switches as sent; only real changes are written and audited. */
export async function updateDomain(
  deps: AppDeps,
  context: RequestContext,
  id: number,
  input: DomainPayload,
): Promise<Domain> {
  return deps.database.db.transaction(async (tx) => {
    const [current] = await tx.select({ id: domains.id }).from(domains).where(eq(domains.id, id));
    if (!current) throw notFound();
    const accountId = await accountOfOwner(tx, input.user_id);
    await refuseTakenTitle(tx, input, id);
    const changed = await updateAudited(tx, context, {
      table: domains,
      where: eq(domains.id, id),
      entityType: 'domain',
      entityId: id,
      accountId,
      fields: {
        user_id: domains.userId,
        title: domains.title,
        analytics: domains.analytics,
        sdk: domains.sdk,
        cookies: domains.cookies,
      },
      next: input,
      alsoSet: { updatedAt: deps.clock.now() },
    });
    if (changed === null) throw notFound();
    const [row] = await tx.select().from(domains).where(eq(domains.id, id));
    if (!row) throw notFound();
    return toDomain(row);
  });
}

/** `DELETE /v1/domain/:id`: removes the domain; the audit row keeps what it was. */
export async function deleteDomain(deps: AppDeps, context: RequestContext, id: number): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const [gone] = await tx.delete(domains).where(eq(domains.id, id)).returning();
    if (!gone) throw notFound();
    const [owner] = await tx
      .select({ parentId: users.parentId })
      .from(users)
      .where(eq(users.id, gone.userId));
    const domain = toDomain(gone);
    await recordAudit(tx, {
      entityType: 'domain',
      entityId: id,
      event: 'deleted',
      ...auditBy(context, owner?.parentId ?? gone.userId),
      oldValues: {
        user_id: domain.user_id,
        title: domain.title,
        analytics: domain.analytics,
        sdk: domain.sdk,
        cookies: domain.cookies,
      },
    });
  });
}
