import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardTile as Tile } from '../dashboard-tiles';
import { TILE_ICONS } from './tile-icons';

interface DashboardTileProps {
  tile: Tile;
  /** The tile's live line (a count, the next charge, …); nothing while it loads. */
  detail?: string;
  /** The live line is loading: its room is kept, empty. */
  detailPending?: boolean;
  warning?: boolean;
}

/** One dashboard tile: a card-sized link to its page, its live line and an optional warning badge. */
export function DashboardTile({ tile, detail, detailPending = false, warning = false }: DashboardTileProps) {
  const { t } = useTranslation();
  const icon = TILE_ICONS[tile.name];
  return (
    <Card variant="outlined" data-testid={`tile-${tile.name}`} sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={tile.to} sx={{ height: '100%', p: 1 }}>
        <CardContent>
          <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
            {warning ? (
              <Badge color="warning" badgeContent="!" overlap="circular">
                {icon}
              </Badge>
            ) : (
              icon
            )}
          </Box>
          <Typography variant="h6" component="h2">
            {t(`dashboard.tiles.${tile.name}.title`)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t(`dashboard.tiles.${tile.name}.text`)}
          </Typography>
          {detail ? (
            <Typography
              variant="body2"
              sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="dashboard-tile-detail"
            >
              {detail}
            </Typography>
          ) : detailPending ? (
            <Typography
              variant="body2"
              sx={{ mt: 1 }}
              aria-hidden
              data-testid="dashboard-tile-detail-pending"
            >
              {'\u00a0'}
            </Typography>
          ) : null}
          {warning ? (
            <Typography
              variant="body2"
              sx={{ color: 'warning.main', mt: 1, fontWeight: 600 }}
              data-testid="open-payments-warning"
            >
              {t('dashboard.openPayments')}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
