import { AUDIT_SUGGESTIONS_MAX, type AuditEditorOption } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import type { AuditViewer } from './audit-viewer';
import { startingWith } from './like-patterns';

/**
 * The people the viewer may filter by: a customer the users of their account; staff the users whose
 * e-mail starts with the term, or without one the staff (holders of an internal role). Staff and the
 * system appear to customers as the filter values `support` and `system` instead.
 */
export async function auditEditors(
  db: Executor,
  viewer: AuditViewer,
  term: string | undefined,
): Promise<AuditEditorOption[]> {
  const needle = term?.toLowerCase();
  if (!viewer.staff) {
    return [...viewer.members]
      .filter(([, email]) => !needle || email.toLowerCase().startsWith(needle))
      .slice(0, AUDIT_SUGGESTIONS_MAX)
      .map(([id, email]) => ({ id, email }));
  }
  if (needle) {
    return db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) like ${startingWith(needle)}`)
      .orderBy(asc(users.email))
      .limit(AUDIT_SUGGESTIONS_MAX);
  }
  return db
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isInternal, true)))
    .orderBy(asc(users.email))
    .limit(AUDIT_SUGGESTIONS_MAX);
}
