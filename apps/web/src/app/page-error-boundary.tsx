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

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The current path: after a failure, navigating elsewhere tries again. */
  resetKey: string;
}

/**
 * A page that throws while rendering (or whose code fails to load after a deploy) shows a translated
 * explanation with a reload button instead of an empty screen. It is not remounted per path (that
 * would remount the shell and lose its state, such as a terms dialog put off with "Later"); a new
 * path only clears a failure.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

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
