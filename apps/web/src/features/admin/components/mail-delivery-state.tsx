import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MailDeliveryState } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { MailStatusChip } from './mail-status-chip';

/**
 * A mail's delivery as staff read it (decision 0072): its state, the attempts made and, when the
 * last one failed, why in our words; never what the far side said.
 */
export function MailDeliveryStateView({ state }: { state: MailDeliveryState }) {
  const { t } = useTranslation();
  const tried = state.attempts > 0 && state.status !== 'sent';
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }} data-testid="mail-delivery-state">
      <MailStatusChip status={state.status} />
      {tried || state.failure ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {[
            tried ? t('mail.attempts', { count: state.attempts }) : null,
            state.failure ? t(`mail.failures.${state.failure}`) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ) : null}
    </Stack>
  );
}
