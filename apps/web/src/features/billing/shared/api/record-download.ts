import { invoicesRoutes, type UserAuditRequest } from '@portal/contract';
import { call } from '../../../../lib/http/http-client';

export type DownloadEvent = UserAuditRequest['event'];

/** `POST /v1/user/audit`: the user downloaded an invoice or credit note (spec §3 audit events). */
export const recordDownload = (event: DownloadEvent, link: string) =>
  call(invoicesRoutes.recordDownload, { body: { event, new_value: { link } } satisfies UserAuditRequest });

/**
 * A download menu's `onDownload` that records the download. A failed audit call must not stop the
 * download, so it is only logged.
 */
export const recordingDownload = (event: DownloadEvent) => (link: string) => {
  recordDownload(event, link).catch((error: unknown) => console.warn('Could not record the download', error));
};
