import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

function PageErrorFallback() {
  const { t } = useTranslation();
  return (
    <Box data-testid="page-error">
      <StatusPage
        icon={<ErrorOutlineIcon />}
        title={t('status.pageError.title')}
        text={t('status.pageError.text')}
      />
      <Box sx={{ textAlign: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('status.pageError.reload')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * A page that throws while rendering (or whose code fails to load after a deploy) shows a translated
 * explanation with a reload button instead of an empty screen. RootLayout keys it by path, so
 * navigating elsewhere starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('page failed to render', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageErrorFallback /> : this.props.children;
  }
}
