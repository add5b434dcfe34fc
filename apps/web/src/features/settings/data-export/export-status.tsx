import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { DataExport } from '@portal/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInZone, formatSize } from './format-export';
import { downloadHref, type MailedLink } from './mailed-link';

export interface ExportStatusProps {
  /** The newest export; null when none was asked for, undefined while it loads. */
  current: DataExport | null | undefined;
  /** The mailed link the page was opened with, if any. */
  link: MailedLink | null;
  timezone: string;
  onDownload: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** What the newest export is doing, and the download when the mailed link opened the page. */
export function ExportStatus({ current, link, timezone, onDownload }: ExportStatusProps) {
  const { t } = useTranslation();
  const linked = link !== null && current?.id === link.id;
  // A link whose archive is no longer the newest ready one (expired, replaced, or not this user's).
  const staleLink = link !== null && current !== undefined && !(linked && current?.status === 'ready');

  const status = (() => {
    if (!current) return null;
    const until = formatInZone(current.expiresAt, timezone);
    switch (current.status) {
      case 'pending':
        return (
          <Alert
            severity="info"
            icon={<CircularProgress size={20} aria-hidden />}
            data-testid="data-export-state"
          >
            {t('settings.dataExport.pending')}
          </Alert>
        );
      case 'ready': {
        if (!linked || !link) {
          return (
            <Alert severity="success" data-testid="data-export-state">
              {t('settings.dataExport.ready', { size: formatSize(current.bytes), until })}
            </Alert>
          );
        }
        const href = downloadHref(link);
        return (
          <Alert
            severity="success"
            data-testid="data-export-state"
            action={
              <Button
                component="a"
                href={href}
                variant="contained"
                color="success"
                size="small"
                onClick={(event: MouseEvent<HTMLAnchorElement>) => onDownload(event, href)}
              >
                {t('settings.dataExport.download')}
              </Button>
            }
          >
            {t('settings.dataExport.readyWithLink', { size: formatSize(current.bytes), until })}
          </Alert>
        );
      }
      case 'expired':
        return (
          <Alert severity="info" data-testid="data-export-state">
            {t('settings.dataExport.expired', { at: until })}
          </Alert>
        );
      case 'failed':
        return (
          <Alert severity="error" data-testid="data-export-state">
            {t('settings.dataExport.failed')}
          </Alert>
        );
    }
  })();

  if (!staleLink && !status) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {staleLink && (
        <Alert severity="warning" data-testid="data-export-link-gone">
          {t('settings.dataExport.linkGone')}
        </Alert>
      )}
      {status}
    </Stack>
  );
}
