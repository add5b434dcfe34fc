import Typography from '@mui/material/Typography';
import type { AuditLogEntry } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper } from '../../../components/data-table/data-table-features';
import { formatInZoneWithSeconds } from '../../../lib/format/zoned-date-time';
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

export const entityTypeName = (type: string, t: TFunction) =>
  t(`activity.types.${type}`, { defaultValue: type });

/**
 * The entity's readable name from the API, or its type and id when it has none (the entity is gone,
 * or its type has no name on the server).
 */
export const entityText = (entry: AuditLogEntry, t: TFunction) =>
  entry.entity_label ??
  t('activity.entity.unlabelled', { type: entityTypeName(entry.entity_type, t), id: entry.entity_id });

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
          {entityText(row.original, t)}
          {staff ? <Raw text={`${row.original.entity_type} · ${row.original.entity_id}`} /> : null}
        </>
      ),
    }),
    column.accessor('event', {
      header: t('activity.columns.event'),
      cell: ({ row }) => (
        <>
          {t(`activity.events.${eventKey(row.original.event)}`, { defaultValue: row.original.event })}
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
