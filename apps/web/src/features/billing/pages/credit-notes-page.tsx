import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useCreditNotes } from '../credit-notes/api/get-credit-notes';
import { CreditNoteList } from '../credit-notes/components/credit-note-list';
import { useLoadErrorSnackbar } from '../shared/use-load-error';

/** `/billing/credit-notes` (spec §2): the credit notes with their PDFs. */
export function CreditNotesPage() {
  const { t } = useTranslation();
  const { data, isPending, error } = useCreditNotes();
  useLoadErrorSnackbar(error);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {isPending ? <PageLoader /> : null}
      {data && data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }} data-testid="credit-notes-empty">
          {t('billing.creditNotes.empty')}
        </Typography>
      ) : null}
      {data && data.length > 0 ? <CreditNoteList creditNotes={data} /> : null}
    </Paper>
  );
}
