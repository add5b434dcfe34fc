import Paper from '@mui/material/Paper';
import {
  MAIL_OUTBOX_STATUSES,
  type MailOutboxStatus,
  type MailOutboxSummary,
  mailOutboxTable,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaTexts } from '../../../components/area-texts';
import { DataTable } from '../../../components/data-table/data-table';
import { mailOutboxQueryOptions } from '../api/get-mail-outbox';
import { MailEntryDialog } from '../components/mail-entry-dialog';
import { useMailOutboxColumns } from '../components/mail-outbox-columns';
import { MailStatusFilter } from '../components/mail-status-filter';

const mailId = (mail: MailOutboxSummary) => String(mail.id);
const asStatus = (value: string | undefined) =>
  MAIL_OUTBOX_STATUSES.find((status): status is MailOutboxStatus => status === value);

/**
 * `/admin/mail-outbox`: the mails the portal sent (or stored when no SMTP server is set), newest
 * first; sortable, searchable by recipient, filtered by status. A row opens the mail.
 */
function MailOutboxContent() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMailOutboxColumns(setOpenId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <DataTable
        tableId="admin.mail-outbox"
        definition={mailOutboxTable}
        columns={columns}
        query={mailOutboxQueryOptions}
        getRowId={mailId}
        label={t('nav.pages.mailOutbox')}
        searchLabel={t('admin.mailOutbox.filter')}
        emptyText={t('admin.mailOutbox.empty')}
        onRowClick={(mail) => setOpenId(mail.id)}
        rowTestId="mail-outbox-row"
        toolbar={({ filters, setFilter }) => (
          <MailStatusFilter
            value={asStatus(filters.status?.[0])}
            onChange={(status) => setFilter('status', status ? [status] : [])}
          />
        )}
      />
      <MailEntryDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}

export function MailOutboxPage() {
  return (
    <AreaTexts area="admin" also="mail">
      <MailOutboxContent />
    </AreaTexts>
  );
}
