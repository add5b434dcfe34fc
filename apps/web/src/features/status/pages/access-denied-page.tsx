import Block from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/status-page';

export function AccessDeniedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<Block />}
      title={t('status.accessDenied.title')}
      text={t('status.accessDenied.text')}
      actionLabel={t('status.toDashboard')}
      actionTo="/"
      testId="access-denied-page"
    />
  );
}
