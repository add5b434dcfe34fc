import Chip from '@mui/material/Chip';
import type { AccountState } from '@portal/contract';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', trial: 'info', suspended: 'warning', deactivated: 'error' } as const;

/** Spec §4 "User account state (admin)": the state a user's row and search match show. */
export function AccountStateChip({ state }: { state: AccountState }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`admin.users.states.${state}`)} />
  );
}
