import Construction from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

/** Placeholder for the screens that arrive in later issues, so no menu entry is a dead link. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<Construction />}
      title={t('status.comingSoon.title')}
      text={t('status.comingSoon.text')}
      actionLabel={t('status.toDashboard')}
      actionTo="/"
      testId="coming-soon-page"
    />
  );
}
