import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';

/**
 * Placeholder rows while the first page loads, as many as will come (at most ten). Memoised: the
 * page around them renders several times while it loads, and fifty skeletons each time add up.
 */
export const SkeletonRows = memo(function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: Math.min(rows, 10) }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to tell them apart.
    <TableRow key={row} data-testid="data-table-skeleton">
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have nothing else to tell them apart.
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
});

/** One row across the table with a message. */
function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

/** An empty page: a sentence, or what the page gives (a sentence with a reset button). */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <MessageRow columns={columns}>
      {typeof children === 'string' ? <Typography variant="body2">{children}</Typography> : children}
    </MessageRow>
  );
}

/** The sentence for a failed load: the server's for a refused request (a 422 on an edited link), else ours. */
function failureText(error: unknown, fallback: string): string {
  return (isHttpError(error) && error.statusCode < 500 ? error.body.message : '') || fallback;
}

/**
 * Spec §8 "Table load failures: snackbar 6 s", once per failure. Answers the app reacts to wherever
 * they come from (sign-in, access denied, server errors) already have their message (decision 0032).
 */
export function useLoadFailureSnackbar(error: unknown, failedAt: number): void {
  const { t } = useTranslation();
  const shown = useRef(0);
  useEffect(() => {
    if (!error || failedAt === shown.current) return;
    shown.current = failedAt;
    if (isHttpError(error) && error.handledGlobally) return;
    showSnackbar(failureText(error, t('table.loadFailed')), {
      severity: 'error',
      duration: SNACKBAR_DURATION.form,
    });
  }, [error, failedAt, t]);
}

/**
 * A failed load, with the same sentence as its snackbar; the user can try again. Sign-in,
 * access-denied and server errors are also handled app-wide.
 */
export function ErrorRow({
  columns,
  error,
  onRetry,
}: {
  columns: number;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  // Not an alert itself: the snackbar announces the failure; this row stays with its retry button.
  return (
    <MessageRow columns={columns}>
      <Stack data-testid="data-table-error" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {failureText(error, t('table.loadFailed'))}
        </Typography>
        <Button size="small" variant="outlined" onClick={onRetry}>
          {t('table.retry')}
        </Button>
      </Stack>
    </MessageRow>
  );
}
