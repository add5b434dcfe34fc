import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { MailDeliveryState } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/**
 * Where a pending sub-user's welcome mail stands (decision 0072): queued, sent, or not delivered with
 * why — never "sent" before it was. A failed one is sent again with the row's resend button.
 */
export function WelcomeMailChip({ state }: { state: MailDeliveryState }) {
  const { t } = useTranslation();
  if (state.status === 'failed') {
    const why = state.failure ? t(`mail.failures.${state.failure}`) : '';
    return (
      <Tooltip title={`${why} ${t('clients.welcomeMail.sendAgainHint')}`.trim()}>
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={t('clients.welcomeMail.failed')}
          data-testid="welcome-mail-state"
          data-state="failed"
          aria-description={why}
        />
      </Tooltip>
    );
  }
  const delivered = state.status === 'sent' || state.status === 'stored';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={delivered ? 'success' : 'default'}
      label={t(delivered ? 'clients.welcomeMail.sent' : 'clients.welcomeMail.queued')}
      data-testid="welcome-mail-state"
      data-state={delivered ? 'sent' : 'queued'}
    />
  );
}
