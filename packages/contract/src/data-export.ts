import { z } from 'zod';
import { integerIdParam } from './ids';
import { message } from './messages';

// "Download my data" (GDPR art. 15 and 20, docs/decisions/0052): one archive of what the portal
// holds about the signed-in person, built by a job and fetched with a mailed link.

/**
 * pending: the job builds the archive; ready: it can be downloaded until `expiresAt`; expired: the
 * link's time is over (or a newer archive replaced it) and the file is gone; failed: it could not be
 * built.
 */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** How long a ready archive and its mailed link stay valid. */
export const DATA_EXPORT_VALID_DAYS = 7;

/** The newest export of the caller, as the account page's card shows it. */
export const dataExportSchema = z.object({
  id: z.number().int(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** The archive's size in bytes while it is ready. */
  bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `GET /v1/account/data-export`: the newest export, or null when none was ever asked for. */
export const dataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

/** `POST /v1/account/data-export`: the export now pending (a new one, or the one already waiting). */
export const dataExportRequestResponseSchema = z.object({
  message: z.string(),
  export: dataExportSchema,
});
export type DataExportRequestResponse = z.infer<typeof dataExportRequestResponseSchema>;

export const dataExportParamsSchema = z.object({ id: integerIdParam() });

/** The mailed link's token; it proves the mailbox, the session proves the person. */
export const dataExportDownloadQuerySchema = z.object({
  token: z
    .string({ error: message('validation.required') })
    .trim()
    .min(1, message('validation.required'))
    .max(200, message('validation.max', { max: 200 })),
});

/** The account page's own address with the mailed link's values, which the data-export card reads. */
export const DATA_EXPORT_LINK_PARAMS = { token: 'token', id: 'export' } as const;
