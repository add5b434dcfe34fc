import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { MAIL_OUTBOX_STATUSES, type MailOutboxStatus } from '@portal/contract';
import { useTranslation } from 'react-i18next';

interface MailStatusFilterProps {
  /** The chosen status, or none for all. */
  value: MailOutboxStatus | undefined;
  onChange: (status: MailOutboxStatus | undefined) => void;
}

/** Shows the mails of one delivery state only, or all of them. */
export function MailStatusFilter({ value, onChange }: MailStatusFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('admin.mailOutbox.statusFilter')}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as MailOutboxStatus | undefined)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('admin.mailOutbox.allStatuses')}</MenuItem>
      {MAIL_OUTBOX_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`admin.mailOutbox.statuses.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
