import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ACCOUNT_STATES, type AccountState } from '@portal/contract';
import { useTranslation } from 'react-i18next';

interface AccountStateFilterProps {
  /** The chosen state, or none for all. */
  value: AccountState | undefined;
  onChange: (state: AccountState | undefined) => void;
}

export const asAccountState = (value: string | undefined) =>
  ACCOUNT_STATES.find((state): state is AccountState => state === value);

/** Shows the users of one account state only, or all of them. */
export function AccountStateFilter({ value, onChange }: AccountStateFilterProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('admin.users.stateFilter')}
      value={value ?? ''}
      onChange={(event) => onChange(asAccountState(event.target.value))}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{t('admin.users.allStates')}</MenuItem>
      {ACCOUNT_STATES.map((state) => (
        <MenuItem key={state} value={state}>
          {t(`admin.users.states.${state}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
