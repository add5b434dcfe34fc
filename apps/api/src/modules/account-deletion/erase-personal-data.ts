import { and, eq, inArray } from 'drizzle-orm';
import {
  appFigures,
  auditEntries,
  clockOffsets,
  collections,
  designs,
  domains,
  emailChanges,
  emailConfirmationTokens,
  forms,
  idempotencyKeys,
  insightsDigests,
  leadData,
  loginChallenges,
  loginHistory,
  loginThrottles,
  notificationSettings,
  passwordResetTokens,
  paymentMethods,
  polls,
  quizzes,
  refreshSessions,
  roles,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  userRoles,
  users,
  utmTags,
  votes,
} from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import type { Tx } from '../../platform/db';

/** The address a deleted account's row keeps: unique, never deliverable (RFC 2606 `.invalid`). */
export const tombstoneEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/** No argon2 hash: no password can ever match it (verifyPassword answers false). */
const NO_PASSWORD = '!deleted';

/** Avatars live in public storage under `user/` (get-account.ts); deleting a missing file is a no-op. */
export async function deleteAvatar(deps: Pick<AppDeps, 'storage'>, image: string | null): Promise<void> {
  if (image) await deps.storage.deletePublic(`user/${image}`);
}

/**
 * The audit log keeps who did what, but not a deleted person's address: the editor's e-mail copied
 * into their rows becomes the tombstone address.
 */
export async function anonymiseEditor(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(auditEntries)
    .set({ editorEmail: tombstoneEmail(userId) })
    .where(eq(auditEntries.editorId, userId));
}

/**
 * Sign-ins, tokens, two-factor secrets, pending e-mail changes, login history, settings, sign-in
 * counter, and the Tools, DMP and Analytics apps' data the portal holds (decisions 0059, 0075): the account
 * holder's row stays as a tombstone, so nothing of theirs would go by cascade.
 */
export async function deleteUserTraces(tx: Tx, userId: number, email: string): Promise<void> {
  for (const table of [
    refreshSessions,
    passwordResetTokens,
    emailConfirmationTokens,
    emailChanges,
    loginHistory,
    notificationSettings,
    insightsDigests,
    idempotencyKeys,
    userRoles,
    clockOffsets,
    twoFactorSecrets,
    twoFactorRecoveryCodes,
    loginChallenges,
    votes,
    leadData,
    polls,
    quizzes,
    forms,
    designs,
    collections,
    utmTags,
    domains,
    appFigures,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(paymentMethods).where(eq(paymentMethods.userId, userId));
  await tx
    .delete(loginThrottles)
    .where(and(eq(loginThrottles.scope, 'email'), eq(loginThrottles.key, email.toLowerCase())));
}

/** The client roles the account made for its sub-users go with it (their pivots cascade). */
export async function deleteAccountRoles(tx: Tx, accountId: number): Promise<void> {
  await tx.delete(roles).where(eq(roles.ownerId, accountId));
}

/**
 * The account holder's row stays as a tombstone, so the invoices and credit notes kept by law (which
 * carry their own frozen copy of the billing address, `invoices.buyer`) still belong to a customer.
 * Everything personal on it goes: name, address, billing data, mail server, avatar, gateway link.
 */
export async function anonymiseAccountHolder(tx: Tx, userId: number, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      email: tombstoneEmail(userId),
      passwordHash: NO_PASSWORD,
      firstname: '',
      lastname: '',
      gender: 'unspecified',
      image: null,
      providerCustomerId: null,
      cardBrand: null,
      cardLastFour: null,
      company: null,
      vatId: null,
      billingFirstname: null,
      billingLastname: null,
      street: null,
      city: null,
      postalCode: null,
      country: null,
      phoneNumber: null,
      invoiceEmail: null,
      invoiceReference: null,
      eInvoiceFormat: null,
      eInvoiceBuyerReference: null,
      eInvoiceAddressScheme: null,
      eInvoiceAddress: null,
      purchaseOrder: null,
      mailServer: null,
      acceptedLatestTerms: false,
      termsAcceptedAt: null,
      trialEndsAt: null,
      emailConfirmedAt: null,
      deletedAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
}

/** Deletes users outright (sub-users: nothing of theirs is kept by law); their rows cascade. */
export async function deleteUsers(tx: Tx, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const gone = await tx.delete(users).where(inArray(users.id, userIds)).returning({ id: users.id });
  return gone.map((row) => row.id);
}
