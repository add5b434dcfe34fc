import type { AdminUserRow } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { users } from '../../db/schema/index';
import { accountStateOf } from './user-conditions';

// The correlated subqueries name the outer row as "users"."id" in full: drizzle leaves columns
// unqualified in a single-table select, where "id" would mean the subquery's own table.

/** The user's own last sign-in; a staff member signing in as them (login-as) is not theirs. */
export const lastLoginAt = sql<Date | string | null>`(select max(lh.loggedin_at) from login_history lh
  where lh.user_id = "users"."id" and lh.impersonator_id is null)`;

/** Subscriptions that have not ended (live, in their grace period, or waiting for a payment). */
const liveSubscriptions = sql<number | string>`(select count(*) from subscriptions s
  where s.user_id = "users"."id" and s.status <> 'ended')`;

export const holdsStaffRole = sql<boolean>`exists (select 1 from user_roles ur
  inner join roles r on r.id = ur.role_id where ur.user_id = "users"."id" and r.is_internal)`;

/** What the table shows of a user. */
export const USER_ROW_COLUMNS = {
  id: users.id,
  image: users.image,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  company: users.company,
  state: accountStateOf,
  parentId: users.parentId,
  isStaff: holdsStaffRole,
  createdAt: users.createdAt,
  lastLoginAt,
  subscriptions: liveSubscriptions,
};

/** A row as the database answers `USER_ROW_COLUMNS`. */
interface Selected {
  id: number;
  image: string | null;
  firstname: string;
  lastname: string;
  email: string;
  company: string | null;
  state: AdminUserRow['state'];
  parentId: number | null;
  isStaff: boolean;
  createdAt: Date;
  lastLoginAt: Date | string | null;
  subscriptions: number | string;
}

/** A raw timestamp of a subquery: a Date from node-postgres, text from PGlite. */
export const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The profile image's public URL, as `GET /v1/account/me` gives it. */
export const imageUrlOf = (config: Pick<Config, 'CDN_URL'>, image: string | null) =>
  image ? `${config.CDN_URL}/user/${image}` : null;

export function toUserRow(config: Pick<Config, 'CDN_URL'>, row: Selected): AdminUserRow {
  return {
    id: row.id,
    image: imageUrlOf(config, row.image),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    company: row.company,
    state: row.state,
    parent_id: row.parentId,
    is_staff: Boolean(row.isStaff),
    created_at: row.createdAt.toISOString(),
    last_login_at: isoOf(row.lastLoginAt),
    subscriptions: Number(row.subscriptions),
  };
}
