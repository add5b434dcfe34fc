import History from '@mui/icons-material/History';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AuditInformation } from '@portal/contract';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/format-date-time';

/** The activity log filtered to one client (spec §2: `/security/activities?type=client&id=…`). */
export const clientActivityUrl = (id: number) =>
  `/security/activities?${new URLSearchParams({ type: 'client', id: String(id) })}`;

/** Who made a change: their e-mail, or the system or support when there is none to show. */
function editorText(email: string | null, kind: AuditInformation['created_by'], t: TFunction): string {
  if (email) return email;
  if (kind === 'system') return t('clients.audit.system');
  if (kind === 'support') return t('clients.audit.support');
  return t('clients.audit.unknownEditor');
}

/** The page's audit information by client id once loaded, and whether it is loading. */
export interface ClientAudit {
  information: Record<string, AuditInformation> | undefined;
  loading: boolean;
}

/**
 * Read only by the tooltips' text, which is drawn when a tooltip opens: the information arriving
 * after the rows (one request for the page) then draws no row and no button again.
 */
export const ClientAuditContext = createContext<ClientAudit>({ information: undefined, loading: false });

function AuditText({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const audit = useContext(ClientAuditContext);
  const information = audit.information?.[String(clientId)];
  const { loading } = audit;
  if (!information) return <>{loading ? t('clients.audit.loading') : t('clients.audit.noInformation')}</>;
  // Spec §2: without a modified date there is no information to show.
  if (!information.modified_at) return <>{t('clients.audit.noInformation')}</>;
  return (
    <>
      <Typography variant="inherit" component="span" sx={{ display: 'block' }}>
        {t('clients.audit.created', {
          date: formatDateTime(information.created_at),
          editor: editorText(information.created_email, information.created_by, t),
        })}
      </Typography>
      <Typography variant="inherit" component="span" sx={{ display: 'block' }}>
        {t('clients.audit.modified', {
          date: formatDateTime(information.modified_at),
          editor: editorText(information.modified_email, information.modified_by, t),
        })}
      </Typography>
    </>
  );
}

interface AuditHistoryButtonProps {
  clientId: number;
  name: string;
}

/** The row's history icon: opens the user's activity in a new tab; its tooltip says who changed what when. */
export function AuditHistoryButton({ clientId, name }: AuditHistoryButtonProps) {
  const { t } = useTranslation();
  return (
    <Tooltip title={<AuditText clientId={clientId} />} describeChild>
      <IconButton
        size="small"
        component="a"
        href={clientActivityUrl(clientId)}
        target="_blank"
        rel="noopener"
        aria-label={t('clients.actions.activity', { name })}
        onClick={(event: React.MouseEvent) => event.stopPropagation()}
      >
        <History fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
