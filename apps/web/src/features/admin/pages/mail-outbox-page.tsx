import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useMailOutbox } from '../api/get-mail-outbox';
import { MailEntryDialog } from '../components/mail-entry-dialog';
import { MailOutboxTable } from '../components/mail-outbox-table';

const PAGE_SIZES = [20, 50, 100];
/** Spec §9: search inputs wait 500 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 500;

/** `/admin/mail-outbox`: the mails the portal sent (or stored when no SMTP server is set). */
export function MailOutboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(PAGE_SIZES[0] ?? 20);
  const [openId, setOpenId] = useState<number | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setTo(filter.trim());
      setPage(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  const { data, isPending } = useMailOutbox({ page: page + 1, perPage, to: to || undefined });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <TextField
        label={t('admin.mailOutbox.filter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        type="search"
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      {isPending ? <PageLoader /> : null}
      {data && data.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('admin.mailOutbox.empty')}</Typography>
      ) : null}
      {data && data.data.length > 0 ? <MailOutboxTable mails={data.data} onOpen={setOpenId} /> : null}
      <TablePagination
        component="div"
        count={data?.total ?? 0}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('admin.mailOutbox.rowsPerPage')}
        labelDisplayedRows={({ from, to: last, count }) =>
          t('admin.mailOutbox.displayedRows', { from, to: last, count })
        }
      />
      <MailEntryDialog id={openId} onClose={() => setOpenId(null)} />
    </Paper>
  );
}
