import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { academyGuidePath, type ProductLine } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { abbreviateNumber, statDisplay } from '../stat-figures';
import { AnimatedNumber } from './animated-number';

interface StatCardProps {
  line: ProductLine;
  /** Undefined while loading or when the figure could not be loaded. */
  figure: number | undefined;
  loading: boolean;
  /** Whether the account holds this product: below the threshold it gets the academy guide. */
  subscribed: boolean;
}

/** One promotional stat card (spec §2): the figure, the academy guide, or a placeholder. */
export function StatCard({ line, figure, loading, subscribed }: StatCardProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const display = statDisplay(line, figure ?? 0, subscribed);
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
            <AnimatedNumber value={figure ?? 0} format={(value) => abbreviateNumber(value, language)} />
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
        ) : (
          <Typography sx={{ my: 1, color: 'text.secondary' }} data-testid="stat-placeholder">
            {t(`subscriptions.stats.${line}.placeholder`)}
          </Typography>
        )}
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t(`subscriptions.stats.${line}.caption`)}
        </Typography>
      </CardContent>
    </Card>
  );
}
