import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Domain } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper } from '../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../lib/format/format-date-time';

const column = dataTableColumnHelper<Domain>();

export interface DomainActions {
  onEdit: (domain: Domain) => void;
  onRemove: (domain: Domain) => void;
}

const onOff = (t: TFunction, on: boolean) => (on ? t('domains.on') : t('domains.off'));

function domainColumns(t: TFunction, actions: DomainActions) {
  return column.columns([
    column.accessor('title', { header: t('domains.columns.title') }),
    column.accessor('analytics', {
      header: t('domains.columns.analytics'),
      cell: ({ row }) => onOff(t, row.original.analytics),
    }),
    column.accessor('sdk', {
      header: t('domains.columns.sdk'),
      cell: ({ row }) => onOff(t, row.original.sdk),
    }),
    column.accessor('cookies', {
      header: t('domains.columns.cookies'),
      cell: ({ row }) => onOff(t, row.original.cookies),
    }),
    column.accessor('created_at', {
      header: t('domains.columns.created'),
      sortDescFirst: true,
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    }),
    column.display({
      id: 'actions',
      header: t('domains.columns.actions'),
      cell: ({ row }) => (
        <Stack direction="row">
          <IconButton
            size="small"
            aria-label={t('domains.actions.edit', { title: row.original.title })}
            onClick={() => actions.onEdit(row.original)}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('domains.actions.remove', { title: row.original.title })}
            onClick={() => actions.onRemove(row.original)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
  ]);
}

/** The domain table's columns: title, the three switches, when added, and edit and remove buttons. */
export function useDomainColumns(actions: DomainActions) {
  const { t } = useTranslation();
  const { onEdit, onRemove } = actions;
  return useMemo(() => domainColumns(t, { onEdit, onRemove }), [t, onEdit, onRemove]);
}
