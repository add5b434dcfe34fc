import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INTERVALS, type Interval } from '@portal/contract/catalog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface IntervalSwitchProps {
  value: Interval;
  onChange: (interval: Interval) => void;
  /** Spec §2: invoice-paying accounts and accounts with a yearly Tools plan stay on yearly billing. */
  locked: boolean;
}

/** The monthly/yearly switch of the pricing page. */
export function IntervalSwitch({ value, onChange, locked }: IntervalSwitchProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        color="primary"
        size="small"
        value={value}
        disabled={locked}
        onChange={(_, next: Interval | null) => {
          if (next) onChange(next);
        }}
        aria-label={t('store.interval.label')}
        aria-describedby={locked ? hintId : undefined}
        data-testid="interval-switch"
      >
        {INTERVALS.map((interval) => (
          <ToggleButton key={interval} value={interval} sx={{ px: 2 }}>
            {t(`store.interval.${interval}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {locked ? (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('store.interval.locked')}
        </Typography>
      ) : null}
    </Box>
  );
}
