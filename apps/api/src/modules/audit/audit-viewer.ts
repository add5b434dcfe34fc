import {
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENTS,
  type AuditEntityType,
  type AuditEvent,
  allows,
  auditEntityTypesFor,
  auditEventsFor,
  type Language,
  message,
  readsAuditAsStaff,
  withAuditEventAliases,
} from '@portal/contract';
import { asc, eq, or } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { fieldError } from '../../platform/errors';
import type { Principal } from '../../platform/principal';

/** Staff (`isAdmin`) read every entry with its id, account and meta (spec §6). */
export interface StaffViewer {
  staff: true;
  userId: number;
  language: Language;
  /** The users holding a staff (internal) role: the editors the `support` filter means (decision 0055). */
  staffIds: number[];
}

/**
 * A customer (owner or sub-user with `viewActivityLog`) reads their account's entries of the types
 * their rules let them see (decision 0053), never the staff-only types and events.
 */
export interface CustomerViewer {
  staff: false;
  userId: number;
  accountId: number;
  language: Language;
  types: AuditEntityType[];
  /** The events they may filter by, aliases of those included (an older link may name one). */
  events: AuditEvent[];
  /** The users of the account (owner and sub-users), by id, with their e-mail address. */
  members: Map<number, string>;
  /** The owner's e-mail: "Support on behalf of …". */
  ownerEmail: string | null;
  /** `user` entries of the owner (the account's billing data): with `editBilling`. */
  readsOwnerEntries: boolean;
  /** `user` entries of the account's other sub-users: with `viewUserManagement`. */
  readsOtherUsers: boolean;
}

export type AuditViewer = StaffViewer | CustomerViewer;

/** Who reads the log, from the signed-in caller (a staff member acting as a customer reads as that customer). */
export async function auditViewerOf(
  db: Executor,
  principal: Principal,
  language: Language,
): Promise<AuditViewer> {
  const { permissions, userId, accountId } = principal;
  if (readsAuditAsStaff(permissions)) {
    const staff = await db
      .selectDistinct({ id: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(roles.isInternal, true))
      .orderBy(asc(userRoles.userId));
    return { staff: true, userId, language, staffIds: staff.map((row) => row.id) };
  }
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(or(eq(users.id, accountId), eq(users.parentId, accountId)))
    .orderBy(asc(users.email));
  const members = new Map(rows.map((row) => [row.id, row.email]));
  return {
    staff: false,
    userId,
    accountId,
    language,
    types: auditEntityTypesFor(permissions),
    events: withAuditEventAliases(auditEventsFor(permissions)),
    members,
    ownerEmail: members.get(accountId) ?? null,
    readsOwnerEntries: allows(permissions, 'editBilling'),
    readsOtherUsers: allows(permissions, 'viewUserManagement'),
  };
}

/** The types the viewer may read and filter by. */
export const readableTypes = (viewer: AuditViewer): readonly AuditEntityType[] =>
  viewer.staff ? AUDIT_ENTITY_TYPES : viewer.types;

/** The events the viewer may read and filter by. */
export const readableEvents = (viewer: AuditViewer): readonly AuditEvent[] =>
  viewer.staff ? AUDIT_EVENTS : viewer.events;

/**
 * A 422 naming each requested value the viewer may not read (`types.1`, or `type` for a single
 * value), as an unknown one is: a customer learns nothing from it that the screen does not offer.
 */
export function refuseUnreadable(
  field: string,
  requested: string | readonly string[] | undefined,
  readable: readonly string[],
): void {
  if (requested === undefined) return;
  const values = typeof requested === 'string' ? [requested] : requested;
  const errors: Record<string, string[]> = {};
  values.forEach((value, index) => {
    if (readable.includes(value)) return;
    errors[typeof requested === 'string' ? field : `${field}.${index}`] = [message('validation.oneOf')];
  });
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}
