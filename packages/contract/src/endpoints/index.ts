// Every endpoint of the API, declared once (docs/decisions/0029), grouped by area. Namespaces keep
// each endpoint its own export, so a web page bundles only the endpoints (and schemas) it calls.
export * as accountEndpoints from './account';
export * as accountDeletionEndpoints from './account-deletion';
export * as adminUserEndpoints from './admin-users';
export * as auditEndpoints from './audit';
export * as authEndpoints from './auth';
export * as catalogEndpoints from './catalog';
export * as clientEndpoints from './clients';
export * as dataExportEndpoints from './data-export';
export * as domainEndpoints from './domains';
export * as eInvoiceEndpoints from './e-invoices';
export * as financeEndpoints from './finance';
export * as insightEndpoints from './insights';
export * as invoiceArchiveEndpoints from './invoice-archive';
export * as invoiceDataEndpoints from './invoice-data';
export * as invoiceEndpoints from './invoices';
export * as mailOutboxEndpoints from './mail-outbox';
export * as mailServerEndpoints from './mail-server';
export * as notificationEndpoints from './notifications';
export * as paymentEndpoints from './payments';
export * as profileEndpoints from './profile';
export * as publicConfigEndpoints from './public-config';
export * as sandboxEndpoints from './sandbox';
export * as securityEndpoints from './security';
export * as serviceEndpoints from './service';
export * as subscriptionEndpoints from './subscriptions';
export * as webhookEndpoints from './webhooks';
