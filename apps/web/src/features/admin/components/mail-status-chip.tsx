import Chip from '@mui/material/Chip';
import type { MailOutboxStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLORS = { queued: 'default', stored: 'info', sent: 'success', failed: 'error' } as const;

export function MailStatusChip({ status }: { status: MailOutboxStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`admin.mailOutbox.statuses.${status}`)}
    />
  );
}
