import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<SearchOff />}
      title={t('status.notFound.title')}
      text={t('status.notFound.text')}
      actionLabel={t('status.toDashboard')}
      actionTo="/"
      testId="not-found-page"
    />
  );
}
