import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Client } from '@portal/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistoryButton } from './audit-history-button';

/** What the signed-in user may do with a row (spec §6), and what happens when they do. */
export interface ClientRowHandlers {
  mayEdit: boolean;
  mayDelete: boolean;
  mayResend: boolean;
  mayReadActivity: boolean;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
  onResend: (client: Client) => void;
  /** Ids whose welcome mail is being sent. */
  resending: ReadonlySet<number>;
}

/**
 * The row handlers reach the cells through context rather than the column definitions: a column
 * rebuilt for new data would remount its cells, and a click on an icon between two renders would be
 * lost (and the focus with it).
 */
export const ClientRowContext = createContext<ClientRowHandlers | null>(null);

export const clientName = (client: Client) => `${client.firstname} ${client.lastname}`.trim() || client.email;

/** A row's icons; a control the user may not use is not there (spec §2). */
export function ClientRowActions({ client }: { client: Client }) {
  const { t } = useTranslation();
  const handlers = useContext(ClientRowContext);
  if (!handlers) return null;
  const name = clientName(client);
  // The icons act on their own: the click must not also open the row's edit dialog.
  const only = (action: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {handlers.mayReadActivity ? <AuditHistoryButton clientId={client.id} name={name} /> : null}
      {handlers.mayResend && client.invitation_pending ? (
        <Tooltip title={t('clients.actions.resend')}>
          <span>
            <IconButton
              size="small"
              aria-label={t('clients.actions.resendFor', { name })}
              disabled={handlers.resending.has(client.id)}
              onClick={only(() => handlers.onResend(client))}
            >
              <ForwardToInbox fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : null}
      {handlers.mayEdit ? (
        <Tooltip title={t('clients.actions.edit')}>
          <IconButton
            size="small"
            aria-label={t('clients.actions.editFor', { name })}
            onClick={only(() => handlers.onEdit(client))}
          >
            <Edit fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {handlers.mayDelete ? (
        <Tooltip title={t('clients.actions.delete')}>
          <IconButton
            size="small"
            aria-label={t('clients.actions.deleteFor', { name })}
            onClick={only(() => handlers.onDelete(client))}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Stack>
  );
}
