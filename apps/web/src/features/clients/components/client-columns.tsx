import Star from '@mui/icons-material/Star';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Client } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper } from '../../../components/data-table/data-table-features';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { roleTitle } from '../role-title';
import { ClientRowActions, clientName } from './client-row-actions';
import { WelcomeMailChip } from './welcome-mail-chip';

const column = dataTableColumnHelper<Client>();

function OrganisationChips({ client, t }: { client: Client; t: TFunction }) {
  if (client.organisations.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {client.organisations.map((organisation) => {
        const isDefault = organisation.id === client.default_organisation_id;
        return (
          <Chip
            key={organisation.id}
            size="small"
            variant="outlined"
            label={organisation.name}
            data-testid="client-organisation"
            data-default={isDefault || undefined}
            icon={isDefault ? <Star titleAccess={t('clients.table.defaultOrganisation')} /> : undefined}
          />
        );
      })}
    </Stack>
  );
}

function clientColumns(t: TFunction) {
  return column.columns([
    column.accessor((client) => clientName(client), {
      id: 'name',
      header: t('clients.table.name'),
    }),
    column.accessor('email', {
      header: t('clients.table.email'),
      cell: ({ row }) =>
        row.original.welcome_mail ? (
          <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
            {row.original.email}
            <WelcomeMailChip state={row.original.welcome_mail} />
          </Stack>
        ) : (
          row.original.email
        ),
    }),
    column.display({
      id: 'organisations',
      header: t('clients.table.organisations'),
      cell: ({ row }) => <OrganisationChips client={row.original} t={t} />,
    }),
    column.display({
      id: 'roles',
      header: t('clients.table.roles'),
      // Spec §2: the column only for who may view roles.
      meta: { rule: 'viewClientRoles' },
      cell: ({ row }) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {row.original.roles.map((role) => (
            <Chip key={role.id} size="small" label={roleTitle(t, role)} data-testid="client-role" />
          ))}
        </Stack>
      ),
    }),
    column.accessor('created_at', {
      header: t('clients.table.created'),
      sortDescFirst: true,
      meta: { nowrap: true },
      cell: ({ row }) => formatDateTime(row.original.created_at),
    }),
    column.display({
      id: 'actions',
      header: t('clients.table.actions'),
      meta: { align: 'right', nowrap: true },
      cell: ({ row }) => <ClientRowActions client={row.original} />,
    }),
  ]);
}

/** The client table's columns (spec §2 "User management (clients)"). */
export function useClientColumns() {
  const { t } = useTranslation();
  return useMemo(() => clientColumns(t), [t]);
}
