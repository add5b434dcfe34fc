import { DATA_EXPORT_LINK_PARAMS, dataExportRoutes, pathOf } from '@portal/contract';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The export and token of the mailed link the account page was opened with. */
export interface MailedLink {
  id: number;
  token: string;
}

function fromSearch(search: string): MailedLink | null {
  const params = new URLSearchParams(search);
  const token = params.get(DATA_EXPORT_LINK_PARAMS.token);
  const id = Number(params.get(DATA_EXPORT_LINK_PARAMS.id));
  return token && Number.isInteger(id) && id > 0 ? { id, token } : null;
}

function fromState(state: unknown): MailedLink | null {
  if (typeof state !== 'object' || state === null || !('dataExportLink' in state)) return null;
  const link = state.dataExportLink as Partial<MailedLink> | null;
  return typeof link?.id === 'number' && typeof link.token === 'string'
    ? { id: link.id, token: link.token }
    : null;
}

/**
 * The mailed link's values (decision 0052). They leave the address bar at once, into the history
 * entry's state: a reload still finds them, while screenshots, the history list and any page the
 * user goes on to never see the token.
 */
export function useMailedLink(): MailedLink | null {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = location;
  useEffect(() => {
    const link = fromSearch(search);
    if (!link) return;
    navigate({ pathname, search: '', hash }, { replace: true, state: { dataExportLink: link } });
  }, [pathname, search, hash, navigate]);
  return fromSearch(search) ?? fromState(state);
}

/** The download route with the link's token: the server streams the archive as an attachment. */
export const downloadHref = (link: MailedLink) =>
  `${pathOf(dataExportRoutes.download, { id: link.id })}?${new URLSearchParams({ token: link.token })}`;

/** Hands the download to the browser (a separate function, so tests can watch it). */
export function startDownload(href: string): void {
  window.location.assign(href);
}
