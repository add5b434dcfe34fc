import { invoicesRoutes, type UserAuditRequest } from '@portal/contract';
import { call } from '../../../../lib/http/http-client';

export type DownloadEvent = UserAuditRequest['event'];

/** `POST /v1/user/audit`: the user downloaded an invoice or credit note (spec §3 audit events). */
export const recordDownload = (event: DownloadEvent, link: string) =>
  call(invoicesRoutes.recordDownload, { body: { event, new_value: { link } } satisfies UserAuditRequest });
