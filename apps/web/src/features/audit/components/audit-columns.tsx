import Typography from '@mui/material/Typography';
import type { AuditLogEntry } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { dataTableColumnHelper } from '../../../components/data-table/data-table-features';
import { documentFormatKey, downloadedFormatOf } from '../../../lib/format/document-format';
import { formatInZone, formatInZoneWithSeconds } from '../../../lib/format/zoned-date-time';
import { eventKey } from '../activity-url';
import { EditorCell } from './editor-cell';

const column = dataTableColumnHelper<AuditLogEntry>();

interface ColumnOptions {
  timeZone: string;
  /** Staff read the raw type and event names too (spec §6). */
  staff: boolean;
  linkToUsers: boolean;
}

/** A raw catalogue name under the words, for staff. */
const Raw = ({ text }: { text: string }) => (
  <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
    {text}
  </Typography>
);

const textOf = (values: Record<string, unknown> | null | undefined, key: string) => {
  const value = values?.[key];
  return typeof value === 'string' ? value : null;
};

/**
 * A login-as as the customer reads it (decision 0063): why, and from when until when, in their zone;
 * or when the staff member left.
 */
function SupportAccessTerms({
  entry,
  t,
  timeZone,
}: {
  entry: AuditLogEntry;
  t: TFunction;
  timeZone: string;
}) {
  const values = entry.new_values as Record<string, unknown> | null | undefined;
  if (entry.event === 'support access started') {
    const reason = textOf(values, 'reason');
    const from = textOf(values, 'started_at');
    const to = textOf(values, 'ends_at');
    if (reason === null || from === null || to === null) return null;
    return (
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        <Trans
          t={t}
          i18nKey="activity.supportAccess.started"
          values={{ reason, from: formatInZone(from, timeZone), to: formatInZone(to, timeZone) }}
          // The reason is what the staff member typed, in their words, not the interface's.
          components={{ reason: <span data-testid="support-access-reason" /> }}
        />
      </Typography>
    );
  }
  if (entry.event === 'support access ended') {
    const at = textOf(values, 'ended_at');
    if (at === null) return null;
    return (
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {t('activity.supportAccess.ended', { at: formatInZone(at, timeZone) })}
      </Typography>
    );
  }
  return null;
}

export const entityTypeName = (type: string, t: TFunction) =>
  t(`activity.types.${type}`, { defaultValue: type });

/**
 * The entity's readable name from the API, or its type and id when it has none (the entity is gone,
 * or its type has no name on the server).
 */
export const entityText = (entry: AuditLogEntry, t: TFunction) =>
  entry.entity_label ??
  t('activity.entity.unlabelled', { type: entityTypeName(entry.entity_type, t), id: entry.entity_id });

/** The event in words; a download as an e-invoice names its format ("Invoice downloaded as XRechnung (UBL)"). */
function eventText(entry: AuditLogEntry, t: TFunction): string {
  const event = t(`activity.events.${eventKey(entry.event)}`, { defaultValue: entry.event });
  const format = downloadedFormatOf(entry);
  return format ? t('activity.downloadedAs', { event, format: t(documentFormatKey(format)) }) : event;
}

function auditColumns(t: TFunction, { timeZone, staff, linkToUsers }: ColumnOptions) {
  return column.columns([
    column.accessor('updated_at', {
      header: t('activity.columns.date'),
      sortDescFirst: true,
      meta: { nowrap: true },
      cell: ({ row }) => formatInZoneWithSeconds(row.original.updated_at, timeZone),
    }),
    column.accessor('entity_type', {
      header: t('activity.columns.entity'),
      cell: ({ row }) => (
        <>
          {row.original.entity_type === 'support_access' ? (
            // Names the staff member: their name is data, in no interface language.
            <span data-testid="support-access-staff">{entityText(row.original, t)}</span>
          ) : (
            entityText(row.original, t)
          )}
          {staff ? <Raw text={`${row.original.entity_type} · ${row.original.entity_id}`} /> : null}
        </>
      ),
    }),
    column.accessor('event', {
      header: t('activity.columns.event'),
      cell: ({ row }) => (
        <>
          {eventText(row.original, t)}
          <SupportAccessTerms entry={row.original} t={t} timeZone={timeZone} />
          {staff ? <Raw text={row.original.event} /> : null}
        </>
      ),
    }),
    column.display({
      id: 'editor',
      header: t('activity.columns.editor'),
      cell: ({ row }) => <EditorCell editor={row.original.editor} t={t} linkToUser={linkToUsers} />,
    }),
    column.accessor('id', {
      header: t('activity.columns.id'),
      meta: { rule: 'isAdmin', align: 'right', nowrap: true },
      cell: ({ row }) => row.original.id ?? '',
    }),
  ]);
}

/**
 * The log's columns (spec §2, §6): date in the user's zone, entity, event in words, editor; staff
 * also read the raw names, the entry id and links to the editors' admin pages.
 */
export function useAuditColumns(options: ColumnOptions) {
  const { t } = useTranslation();
  const { timeZone, staff, linkToUsers } = options;
  return useMemo(() => auditColumns(t, { timeZone, staff, linkToUsers }), [t, timeZone, staff, linkToUsers]);
}
