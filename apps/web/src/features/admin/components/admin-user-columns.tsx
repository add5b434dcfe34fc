import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUserRow } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dataTableColumnHelper } from '../../../components/data-table/data-table-features';
import { DateTimeText } from '../../../components/date-time-text';
import { EmailText } from '../../../components/email-text';
import { AccountStateChip } from './account-state-chip';
import { LoginAsButton } from './login-as-button';
import { UserAvatar } from './user-avatar';

const column = dataTableColumnHelper<AdminUserRow>();

/** The user page of a row (spec §2: a row opens /admin/users/{id}). */
export const userPath = (user: Pick<AdminUserRow, 'id'>) => `/admin/users/${user.id}`;

function adminUserColumns(t: TFunction, mayOpen: boolean, onLoginAs: (user: AdminUserRow) => void) {
  return column.columns([
    column.accessor('id', { header: t('admin.users.columns.id'), sortDescFirst: true }),
    column.accessor((user) => `${user.firstname} ${user.lastname}`, {
      id: 'name',
      header: t('admin.users.columns.name'),
      // Picture, name and address in one column, so the table fits 1280 px; it sorts by name. The
      // name is the keyboard way to the user's page; the row click is a mouse shortcut.
      cell: ({ row, getValue }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <UserAvatar {...row.original} />
          <div>
            {mayOpen ? (
              <Link
                component={RouterLink}
                to={userPath(row.original)}
                onClick={(event) => event.stopPropagation()}
              >
                {getValue<string>()}
              </Link>
            ) : (
              getValue<string>()
            )}
            <Typography variant="body2" color="text.secondary" data-testid="admin-user-email">
              <EmailText email={row.original.email} />
            </Typography>
          </div>
        </Stack>
      ),
    }),
    column.accessor('company', {
      header: t('admin.users.columns.company'),
      cell: ({ row }) => row.original.company ?? '',
    }),
    column.accessor('state', {
      header: t('admin.users.columns.state'),
      cell: ({ row }) => <AccountStateChip state={row.original.state} />,
    }),
    column.accessor('created_at', {
      header: t('admin.users.columns.created'),
      sortDescFirst: true,
      cell: ({ row }) => <DateTimeText iso={row.original.created_at} />,
    }),
    column.accessor('last_login_at', {
      header: t('admin.users.columns.lastLogin'),
      cell: ({ row }) => <DateTimeText iso={row.original.last_login_at} fallback={t('admin.users.never')} />,
    }),
    column.accessor('subscriptions', {
      header: t('admin.users.columns.subscriptions'),
      meta: { align: 'right' },
    }),
    column.display({
      id: 'actions',
      header: t('admin.users.columns.actions'),
      meta: { rule: 'editUsers' },
      cell: ({ row }) => (
        <Stack direction="row">
          <LoginAsButton user={row.original} onLoginAs={onLoginAs} />
        </Stack>
      ),
    }),
  ]);
}

/** The user table's columns; the name links to the user's page when the viewer may open it. */
export function useAdminUserColumns(mayOpen: boolean, onLoginAs: (user: AdminUserRow) => void) {
  const { t } = useTranslation();
  return useMemo(() => adminUserColumns(t, mayOpen, onLoginAs), [t, mayOpen, onLoginAs]);
}
