import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/http-error';

/** Placeholder rows while the first page loads, as many as will come (at most ten). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
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
}

/** One row across the table with a message. */
function MessageRow({ columns, children }: { columns: number; children: React.ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

export function EmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <MessageRow columns={columns}>
      <Typography variant="body2">{text}</Typography>
    </MessageRow>
  );
}

/**
 * A failed load: the server's sentence for a refused request (a 422 on an edited link), else ours;
 * either way the user can try again. Sign-in, access-denied and server errors are also handled app-wide.
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
  const serverText = isHttpError(error) && error.statusCode < 500 ? error.body.message : '';
  return (
    <MessageRow columns={columns}>
      <Stack role="alert" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'error.main' }}>
          {serverText || t('table.loadFailed')}
        </Typography>
        <Button size="small" variant="outlined" onClick={onRetry}>
          {t('table.retry')}
        </Button>
      </Stack>
    </MessageRow>
  );
}
