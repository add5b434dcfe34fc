import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnDemandArea } from '../lib/i18n/on-demand-area';
import type { OnDemandArea } from '../lib/i18n/resources';
import { PageLoader } from './page-loader';

/**
 * Shows a page once its on-demand texts are there: areas only their own pages read are loaded when
 * such a page opens, so the login's first load does not carry them (decision 0013).
 */
export function AreaTexts({
  area,
  also,
  children,
}: {
  area: OnDemandArea;
  /** A second area the page reads too (e.g. `mail`), loaded beside the first rather than after it. */
  also?: OnDemandArea;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const own = useOnDemandArea(area);
  const other = useOnDemandArea(also ?? area);
  const texts = own === 'failed' || other === 'failed' ? 'failed' : own === 'ready' ? other : own;
  if (texts === 'loading') return <PageLoader />;
  if (texts === 'failed') return <Alert severity="error">{t('common.errors.unexpected')}</Alert>;
  return children;
}
