import Paper from '@mui/material/Paper';
import { type AdminUserRow, adminUsersTable } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AreaTexts } from '../../../components/area-texts';
import { DataTable } from '../../../components/data-table/data-table';
import { useAllows } from '../../../lib/permissions/use-allows';
import { adminUsersQueryOptions } from '../api/get-admin-users';
import { AccountStateFilter, asAccountState } from '../components/account-state-filter';
import { useAdminUserColumns, userPath } from '../components/admin-user-columns';
import { LoginAsDialog } from '../components/login-as-dialog';
import { UserChipSearch } from '../components/user-chip-search';

const userId = (user: AdminUserRow) => String(user.id);

/**
 * `/admin/users` (rule viewUsers): every user, newest first, 15 a page (spec §9); chip search,
 * account-state filter, sorting. A row opens the user's page for those who may open it (editUsers),
 * who also get its login-as button.
 */
function AdminUsersContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayOpen = useAllows('editUsers');
  const [loginAs, setLoginAs] = useState<AdminUserRow | null>(null);
  const columns = useAdminUserColumns(mayOpen, setLoginAs);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <DataTable
        tableId="admin.users"
        definition={adminUsersTable}
        columns={columns}
        query={adminUsersQueryOptions}
        getRowId={userId}
        label={t('nav.pages.users')}
        hideSearch
        // Nine columns: with the usual spacing they would not fit beside the menu at 1280 px.
        compact
        emptyText={t('admin.users.empty')}
        onRowClick={mayOpen ? (user) => navigate(userPath(user)) : undefined}
        rowTestId="admin-user-row"
        toolbar={({ search, setSearch, filters, setFilter }) => (
          <>
            <UserChipSearch value={search} onSearch={setSearch} />
            <AccountStateFilter
              value={asAccountState(filters.accountState?.[0])}
              onChange={(state) => setFilter('accountState', state ? [state] : [])}
            />
          </>
        )}
      />
      <LoginAsDialog user={loginAs} onClose={() => setLoginAs(null)} />
    </Paper>
  );
}

export function AdminUsersPage() {
  return (
    <AreaTexts area="admin">
      <AdminUsersContent />
    </AreaTexts>
  );
}
