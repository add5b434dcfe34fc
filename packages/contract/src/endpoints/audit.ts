// The activity log (spec §7 "Audit service", base /api/v1/audit; docs/decisions/0053). Every call
// needs `viewActivityLog`; what it answers depends on who asks (staff or a customer, and a
// sub-user's rules), never on what the caller sends.
import {
  auditEditorsQuerySchema,
  auditEditorsSchema,
  auditEntitiesQuerySchema,
  auditEntitiesSchema,
  auditExportQuerySchema,
  auditInformationBatchQuerySchema,
  auditInformationBatchSchema,
  auditInformationQuerySchema,
  auditInformationSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from '../audit-log';
import { defineEndpoint } from '../endpoint';

export const datatable = defineEndpoint({
  method: 'GET',
  path: '/api/v1/audit/datatable',
  summary: 'A page of the activity log the caller may read, filtered and sorted, with a cursor to the next',
  rule: 'viewActivityLog',
  query: auditLogQuerySchema,
  response: auditLogPageSchema,
});

export const entities = defineEndpoint({
  method: 'GET',
  path: '/api/v1/audit/entities',
  summary: 'Entities of the given types the caller may read, by label or id, for the entity filter',
  rule: 'viewActivityLog',
  query: auditEntitiesQuerySchema,
  response: auditEntitiesSchema,
});

export const editors = defineEndpoint({
  method: 'GET',
  path: '/api/v1/audit/editors',
  summary: 'The people the caller may filter the activity log by (id and e-mail)',
  rule: 'viewActivityLog',
  query: auditEditorsQuerySchema,
  response: auditEditorsSchema,
});

export const entityInformation = defineEndpoint({
  method: 'GET',
  path: '/api/v1/audit/entityInformation',
  summary: 'When an entity was created and last changed, and by whom',
  rule: 'viewActivityLog',
  query: auditInformationQuerySchema,
  response: auditInformationSchema,
});

export const entityInformationBatch = defineEndpoint({
  method: 'GET',
  path: '/api/v1/audit/entityInformationBatch',
  summary: 'Entity information for up to 100 ids of one type, by id',
  rule: 'viewActivityLog',
  query: auditInformationBatchQuerySchema,
  response: auditInformationBatchSchema,
});

export const exportCsv = defineEndpoint({
  method: 'GET',
  path: '/api/v1/audit/export.csv',
  summary: 'The filtered activity log as CSV (streamed, up to 100,000 rows; more is a 422)',
  rule: 'viewActivityLog',
  query: auditExportQuerySchema,
  response: null,
});
