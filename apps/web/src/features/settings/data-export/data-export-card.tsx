import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../lib/errors/report-error';
import { useAllows } from '../../../lib/permissions/use-allows';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';
import { ExportStatus } from './export-status';
import { startDownload, useMailedLink } from './mailed-link';

export interface DataExportCardProps {
  /** The profile's time zone: the link's expiry is shown on the user's own clock. */
  timezone: string;
  /** A sub-user of someone else's account gets their own data and what their role shows them. */
  subUser: boolean;
}

/**
 * "Download my data" (GDPR art. 15 and 20, decision 0052): what the archive holds, the button that
 * asks for it, and its state. The archive is downloaded from the mailed link, which opens this page.
 */
export function DataExportCard({ timezone, subUser }: DataExportCardProps) {
  const { t } = useTranslation();
  const state = useDataExport();
  const request = useRequestDataExport();
  const link = useMailedLink();
  const billing = useAllows('viewInvoices');
  const people = useAllows('viewUserManagement');
  const card = useRef<HTMLElement>(null);
  const current = state.data ? state.data.export : undefined;

  // Opened from the mail: the card is what the user came for.
  const linkId = link?.id;
  useEffect(() => {
    if (linkId !== undefined) card.current?.scrollIntoView?.({ block: 'center' });
  }, [linkId]);

  const ask = async () => {
    try {
      const answer = await request.mutateAsync();
      showSnackbar(answer.message, { severity: 'success', source: 'settings.dataExport' });
    } catch (error) {
      reportError(error, { logAs: 'Requesting the data export failed', source: 'settings.dataExport' });
    }
  };

  // The session is checked (and renewed) and the archive's state read again before the browser
  // leaves for the file, so an expired sign-in or archive shows here rather than as a raw answer.
  const download = async (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    event.preventDefault();
    const fresh = await state.refetch();
    const now = fresh.data?.export;
    if (now && now.id === link?.id && now.status === 'ready') startDownload(href);
  };

  const contents = [
    t('settings.dataExport.contents.profile'),
    ...(billing
      ? [t('settings.dataExport.contents.billing'), t('settings.dataExport.contents.documents')]
      : []),
    ...(people ? [t('settings.dataExport.contents.people')] : []),
    t('settings.dataExport.contents.activity'),
  ];

  return (
    <Paper
      variant="outlined"
      component="section"
      ref={card}
      aria-labelledby="data-export-card-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="h2" id="data-export-card-title">
        {t('settings.dataExport.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('settings.dataExport.intro')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2 }} id="data-export-contents">
        {t('settings.dataExport.contentsLabel')}
      </Typography>
      <Box component="ul" aria-labelledby="data-export-contents" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
        {contents.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
      {subUser && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('settings.dataExport.subUserNote')}
        </Typography>
      )}
      <ExportStatus current={current} link={link} timezone={timezone} onDownload={download} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          variant={current?.status === 'ready' && link ? 'outlined' : 'contained'}
          onClick={ask}
          disabled={request.isPending || state.isPending || current?.status === 'pending'}
        >
          {t('settings.dataExport.request')}
        </Button>
      </Box>
    </Paper>
  );
}
