import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { CardAction } from '../subscription-actions';

const LOOKS: Record<CardAction, Pick<ButtonProps, 'variant' | 'color'> & { label: string }> = {
  pause: { variant: 'outlined', label: 'subscriptions.card.pause' },
  yearly: { variant: 'outlined', label: 'subscriptions.card.switchToYearly' },
  cancel: { variant: 'outlined', color: 'error', label: 'subscriptions.card.cancel' },
  resume: { variant: 'contained', label: 'subscriptions.card.resume' },
};

/** The button row of a license card; the row wraps where a narrow card has no room. */
export function SubscriptionActions({
  actions,
  onAction,
}: {
  actions: readonly CardAction[];
  onAction: (action: CardAction) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => {
        const { label, ...look } = LOOKS[action];
        return (
          <Button key={action} {...look} onClick={() => onAction(action)} data-testid={`${action}-button`}>
            {t(label)}
          </Button>
        );
      })}
    </Box>
  );
}
