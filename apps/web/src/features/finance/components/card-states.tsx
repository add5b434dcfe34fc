import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoadFailureSnackbar } from '../../../components/data-table/data-table-states';

/** Loading, failed (spec §8: a snackbar for 6 s, and a retry here) or empty; null when there is data. */
export function CardState({
  query,
  empty,
  emptyText,
}: {
  query: { isPending: boolean; error: unknown; errorUpdatedAt: number; refetch: () => unknown };
  empty: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  useLoadFailureSnackbar(query.error, query.errorUpdatedAt);
  if (query.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', py: 3 }}>
        <CircularProgress size={28} aria-label={t('common.loading')} />
      </Stack>
    );
  }
  if (query.error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => query.refetch()}>
            {t('finance.retry')}
          </Button>
        }
      >
        {t('finance.loadFailed')}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return null;
}
