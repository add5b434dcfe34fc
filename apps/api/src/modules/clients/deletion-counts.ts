import type { ClientDeletionCounts } from '@portal/contract';
import { and, count, countDistinct, eq, gt, isNull } from 'drizzle-orm';
import {
  collections,
  dataExports,
  designs,
  domains,
  forms,
  leadData,
  notificationSettings,
  polls,
  quizzes,
  refreshSessions,
  twoFactorSecrets,
  users,
  utmTags,
  votes,
} from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { clientsOf } from './client-queries';

/** The Tools, DMP and Analytics apps' data a user owns (decision 0059), by the model names the web translates. */
const TOOLS_DATA = {
  poll: polls,
  vote: votes,
  quiz: quizzes,
  form: forms,
  lead_data: leadData,
  design: designs,
  collection: collections,
  utm_tag: utmTags,
  domain: domains,
} as const;

/**
 * What the portal holds per user and deletes with a sub-user (decision 0056), by the model names the
 * web translates: data exports (with their archives), live sign-ins, notification settings, a
 * profile image, a two-factor setup, and the apps' data (polls, votes, quizzes, forms, lead data,
 * designs, collections, UTM tags, domains; decision 0059).
 */
export async function deletionCounts(
  db: Executor,
  accountId: number,
  id: number,
  now: Date,
): Promise<ClientDeletionCounts> {
  const [client] = await db
    .select({ image: users.image })
    .from(users)
    .where(and(clientsOf(accountId), eq(users.id, id)));
  if (!client) throw notFound();
  const toolsData = Promise.all(
    Object.entries(TOOLS_DATA).map(async ([model, table]) => ({
      model,
      count: await db.$count(table, eq(table.userId, id)),
    })),
  );
  const [exports, sessions, settings, twoFactor, apps] = await Promise.all([
    db.select({ n: count() }).from(dataExports).where(eq(dataExports.userId, id)),
    db
      .select({ n: countDistinct(refreshSessions.familyId) })
      .from(refreshSessions)
      .where(
        and(
          eq(refreshSessions.userId, id),
          isNull(refreshSessions.revokedAt),
          gt(refreshSessions.expiresAt, now),
        ),
      ),
    db.select({ n: count() }).from(notificationSettings).where(eq(notificationSettings.userId, id)),
    db.select({ n: count() }).from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, id)),
    toolsData,
  ]);
  const counts: ClientDeletionCounts = [
    { model: 'data_export', count: exports[0]?.n ?? 0 },
    { model: 'session', count: sessions[0]?.n ?? 0 },
    { model: 'notification_setting', count: settings[0]?.n ?? 0 },
    { model: 'profile_image', count: client.image ? 1 : 0 },
    { model: 'two_factor', count: twoFactor[0]?.n ?? 0 },
    ...apps,
  ];
  return counts.filter((entry) => entry.count > 0);
}
