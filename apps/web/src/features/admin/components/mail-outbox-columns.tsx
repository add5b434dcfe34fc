import Link from '@mui/material/Link';
import type { MailOutboxSummary } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper } from '../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { MailDeliveryStateView } from './mail-delivery-state';

const column = dataTableColumnHelper<MailOutboxSummary>();

function mailOutboxColumns(t: TFunction, onOpen: (id: number) => void) {
  return column.columns([
    column.accessor('to', { header: t('admin.mailOutbox.columns.to') }),
    column.accessor('subject', {
      header: t('admin.mailOutbox.columns.subject'),
      // The subject is the keyboard way in; the row click is a mouse shortcut.
      cell: ({ row }) => (
        <Link
          component="button"
          type="button"
          onClick={() => onOpen(row.original.id)}
          sx={{ textAlign: 'left' }}
        >
          {row.original.subject}
        </Link>
      ),
    }),
    column.accessor('language', {
      header: t('admin.mailOutbox.columns.language'),
      cell: ({ row }) => row.original.language.toUpperCase(),
    }),
    column.accessor('status', {
      header: t('admin.mailOutbox.columns.status'),
      cell: ({ row }) => <MailDeliveryStateView state={row.original} />,
    }),
    column.accessor('created_at', {
      header: t('admin.mailOutbox.columns.date'),
      sortDescFirst: true,
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    }),
  ]);
}

/** The outbox's columns: recipient, subject (opens the mail), language, delivery state, date. */
export function useMailOutboxColumns(onOpen: (id: number) => void) {
  const { t } = useTranslation();
  return useMemo(() => mailOutboxColumns(t, onOpen), [t, onOpen]);
}
