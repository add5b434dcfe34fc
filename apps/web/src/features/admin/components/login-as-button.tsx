import Login from '@mui/icons-material/Login';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUserRow } from '@portal/contract';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const nameOf = (user: Pick<AdminUserRow, 'firstname' | 'lastname' | 'email'>) =>
  `${user.firstname} ${user.lastname}`.trim() || user.email;

interface LoginAsButtonProps {
  user: AdminUserRow;
  onLoginAs: (user: AdminUserRow) => void;
}

/** A row's login-as (rule editUsers). Nobody signs in as a colleague, so staff rows offer it disabled. */
export function LoginAsButton({ user, onLoginAs }: LoginAsButtonProps) {
  const { t } = useTranslation();
  const label = user.is_staff
    ? t('admin.users.loginAs.staff')
    : t('admin.users.loginAs.for', { name: nameOf(user) });
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={user.is_staff}
          onClick={(event: MouseEvent) => {
            // The row opens the user; this button does not.
            event.stopPropagation();
            onLoginAs(user);
          }}
        >
          <Login fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
