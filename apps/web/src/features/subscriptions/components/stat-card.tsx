import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { academyGuidePath, type ProductLine } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { abbreviateNumber, type StatFigure, statDisplay } from '../stat-figures';
import { AnimatedNumber } from './animated-number';
import { StatSource } from './stat-source';

interface StatCardProps {
  line: ProductLine;
  /** Undefined while loading or when the figure could not be loaded. */
  figure: StatFigure | undefined;
  loading: boolean;
  /** Whether the account holds this product: below the threshold it gets the academy guide. */
  subscribed: boolean;
}

/** A figure that could not be loaded counts as none yet, as it always did: the guide or the placeholder. */
const UNLOADED: StatFigure = { total: 0, connected: true, reportedAt: null, demo: false };

/**
 * One promotional stat card (spec §2): the figure, the academy guide, a placeholder, or for
 * subscribers whose app never reported, that it is not connected yet.
 */
export function StatCard({ line, figure, loading, subscribed }: StatCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shown = figure ?? UNLOADED;
  const display = statDisplay(line, shown, subscribed);
  return (
    <Card variant="outlined" data-testid={`stat-card-${line}`} sx={{ height: '100%' }}>
      {/* The figure's size follows the card's width (`cqi`), so "157,7 Tsd." fits a narrow column. */}
      <CardContent sx={{ containerType: 'inline-size' }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t(`nav.pages.${line}`)}
        </Typography>
        <Typography variant="h6" component="h3">
          {t(`subscriptions.stats.${line}.title`)}
        </Typography>
        {loading ? (
          <Skeleton variant="text" width="40%" sx={{ fontSize: '2.5rem' }} />
        ) : display === 'figure' ? (
          <Typography
            variant="h3"
            component="p"
            sx={{ my: 1, fontWeight: 600, fontSize: 'clamp(1.5rem, 16cqi, 3rem)', whiteSpace: 'nowrap' }}
            data-testid="stat-figure"
          >
            <AnimatedNumber value={shown.total} format={(value) => abbreviateNumber(value, language)} />
          </Typography>
        ) : display === 'academy' ? (
          <>
            <Typography sx={{ my: 1, color: 'text.secondary' }}>
              {t(`subscriptions.stats.${line}.low`)}
            </Typography>
            <Link
              href={academyGuidePath(line, language)}
              target="_blank"
              rel="noopener"
              data-testid="stat-academy"
            >
              {t(`subscriptions.stats.${line}.academy`)}
            </Link>
          </>
        ) : display === 'notConnected' ? (
          <Typography sx={{ my: 1, color: 'text.secondary' }} data-testid="stat-not-connected">
            {t('subscriptions.stats.notConnected', { app: t(`nav.pages.${line}`) })}
          </Typography>
        ) : (
          <Typography sx={{ my: 1, color: 'text.secondary' }} data-testid="stat-placeholder">
            {t(`subscriptions.stats.${line}.placeholder`)}
          </Typography>
        )}
        {!loading && (display === 'figure' || display === 'academy') && <StatSource figure={shown} />}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t(`subscriptions.stats.${line}.caption`)}
        </Typography>
      </CardContent>
    </Card>
  );
}
