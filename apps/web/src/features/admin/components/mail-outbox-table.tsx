import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MailOutboxSummary } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { MailStatusChip } from './mail-status-chip';

interface MailOutboxTableProps {
  mails: readonly MailOutboxSummary[];
  onOpen: (id: number) => void;
}

/** Mails newest first; the subject (or a click on the row) opens the mail. */
export function MailOutboxTable({ mails, onOpen }: MailOutboxTableProps) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('nav.pages.mailOutbox')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.mailOutbox.columns.to')}</TableCell>
          <TableCell>{t('admin.mailOutbox.columns.subject')}</TableCell>
          <TableCell>{t('admin.mailOutbox.columns.language')}</TableCell>
          <TableCell>{t('admin.mailOutbox.columns.status')}</TableCell>
          <TableCell>{t('admin.mailOutbox.columns.date')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mails.map((mail) => (
          <TableRow
            key={mail.id}
            hover
            data-testid="mail-outbox-row"
            onClick={() => onOpen(mail.id)}
            sx={{ cursor: 'pointer' }}
          >
            <TableCell>{mail.to}</TableCell>
            <TableCell>
              {/* The subject is the keyboard way in; the row click is a mouse shortcut. */}
              <Link
                component="button"
                type="button"
                onClick={() => onOpen(mail.id)}
                sx={{ textAlign: 'left' }}
              >
                {mail.subject}
              </Link>
            </TableCell>
            <TableCell>{mail.language.toUpperCase()}</TableCell>
            <TableCell>
              <MailStatusChip status={mail.status} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.created_at)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
