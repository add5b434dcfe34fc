import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { AreaTexts } from '../../../components/area-texts';
import { PageLoader } from '../../../components/page-loader';
import { reportError } from '../../../lib/errors/report-error';
import { useNotificationSettings } from '../api/get-notification-settings';
import { NotificationsForm } from '../notifications/components/notifications-form';

/** `/settings/notifications` (spec §2): the notification settings card, once they are loaded. */
function NotificationsContent() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  if (settings.data) return <NotificationsForm settings={settings.data} />;
  if (settings.error) {
    // A failed load shows its sentence in place, in error colour, until the page is opened again.
    const report = reportError(settings.error, {
      logAs: 'Loading the notification settings failed',
      snackbar: false,
    });
    if (report.kind === 'shown') return null;
    return <Alert severity="error">{report.message || t('common.errors.unexpected')}</Alert>;
  }
  return <PageLoader />;
}

export function NotificationsPage() {
  return (
    <AreaTexts area="settings">
      <NotificationsContent />
    </AreaTexts>
  );
}
