import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AuditLogEntry } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AreaTexts } from '../../../../components/area-texts';
import { documentFormatKey, downloadedFormatOf } from '../../../../lib/format/document-format';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { userActivityPath, userFeedQueryOptions } from '../../api/get-user-feed';
import { DetailCard } from './detail-card';

/** The activity log's key of an event: its catalogue name in camel case (`payment method added`). */
const eventKeyOf = (event: string) => event.replace(/[\s-]+([a-zA-Z])/g, (_, c: string) => c.toUpperCase());

/** Events whose words do not say what they happened to ("Created"): the entity's type goes first. */
const UNSPOKEN_SUBJECT: readonly string[] = [
  'created',
  'updated',
  'deleted',
  'restored',
  'download',
  'pivot attached',
  'pivot detached',
  'pivot updated',
  'reconciled',
];

/**
 * One line per change: "Invoice 2026-000123: Downloaded" when the entity has a name, "Domain:
 * Created" when it has none, and the event alone where it says it all ("Signed in"). An entity's
 * id means nothing to the reader, so it is never shown as its name.
 */
function feedText(entry: AuditLogEntry, t: TFunction): string {
  const words = t(`activity.events.${eventKeyOf(entry.event)}`, { defaultValue: entry.event });
  const format = downloadedFormatOf(entry);
  // A download as an e-invoice names its format: "Invoice 2026-000123: Invoice downloaded as XRechnung (UBL)".
  const event = format
    ? t('activity.downloadedAs', { event: words, format: t(documentFormatKey(format)) })
    : words;
  if (entry.entity_label) return `${entry.entity_label}: ${event}`;
  if (!UNSPOKEN_SUBJECT.includes(entry.event)) return event;
  return `${t(`activity.types.${entry.entity_type}`, { defaultValue: entry.entity_type })}: ${event}`;
}

function FeedEntry({ entry, timeZone }: { entry: AuditLogEntry; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <ListItem disableGutters data-testid="user-feed-entry">
      <ListItemText primary={feedText(entry, t)} secondary={formatDateTime(entry.updated_at, timeZone)} />
    </ListItem>
  );
}

function FeedContent({ userId, timeZone }: { userId: number; timeZone?: string }) {
  const { t } = useTranslation();
  const feed = useQuery(userFeedQueryOptions(userId));
  if (feed.isPending) return <Skeleton variant="rounded" height={120} />;
  if (feed.isError) {
    return (
      <Typography variant="body2" color="error">
        {t('common.errors.unexpected')}
      </Typography>
    );
  }
  if (feed.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('admin.user.feed.empty')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {feed.data.map((entry) => (
        <FeedEntry key={entry.key} entry={entry} timeZone={timeZone} />
      ))}
    </List>
  );
}

/**
 * Spec §2 Feed: the user's latest changes from the activity log, and the way to all of them there.
 * The log's texts (entity types, events) are its own on-demand area.
 */
export function FeedCard({ userId, timeZone }: { userId: number; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <DetailCard
      title={t('admin.user.feed.title')}
      testId="user-feed-card"
      action={
        <Button component={RouterLink} to={userActivityPath(userId)}>
          {t('admin.user.feed.showAll')}
        </Button>
      }
    >
      <AreaTexts area="activity">
        <FeedContent userId={userId} timeZone={timeZone} />
      </AreaTexts>
    </DetailCard>
  );
}
