// "Download my data" on the account page (docs/decisions/0052).

import {
  dataExportDownloadQuerySchema,
  dataExportParamsSchema,
  dataExportRequestResponseSchema,
  dataExportStateSchema,
} from '../data-export';
import { defineEndpoint } from '../endpoint';

export const request = defineEndpoint({
  method: 'POST',
  path: '/v1/account/data-export',
  summary: 'Ask for an archive of your data; while one is being built, answers that one',
  rule: 'editAccount',
  response: dataExportRequestResponseSchema,
});

export const state = defineEndpoint({
  method: 'GET',
  path: '/v1/account/data-export',
  summary: 'Your newest data export: pending, ready until a date, expired or failed',
  rule: 'editAccount',
  response: dataExportStateSchema,
});

export const download = defineEndpoint({
  method: 'GET',
  path: '/v1/account/data-export/:id/download',
  summary: 'The archive as a ZIP file, with the token of the mailed link (signed in as its owner only)',
  rule: 'editAccount',
  params: dataExportParamsSchema,
  query: dataExportDownloadQuerySchema,
  response: null,
});
