import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ProductLine, Subscription } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lineTitleKey } from '../product-lines';
import { SubscriptionStatusChip } from './subscription-status-chip';

interface LicenseCardProps {
  line: ProductLine;
  subscription: Subscription | undefined;
  children: ReactNode;
  actions?: ReactNode;
}

/** The frame of one of the three license cards: product line, status chip, body and actions. */
export function LicenseCard({ line, subscription, children, actions }: LicenseCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      data-testid={`license-card-${line}`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t(lineTitleKey(line))}
          </Typography>
          {subscription ? <SubscriptionStatusChip status={subscription.status} /> : null}
        </Box>
        {children}
      </CardContent>
      {actions ? <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions> : null}
    </Card>
  );
}
