import { ACCOUNT_WALKS } from './capture-walks-account';
import { BILLING_WALKS } from './capture-walks-billing';
import { CLIENT_WALKS } from './capture-walks-clients';
import { DOCUMENT_WALKS } from './capture-walks-documents';
import { DOMAIN_WALKS } from './capture-walks-domains';
import { INVOICE_DATA_WALKS } from './capture-walks-invoice-data';
import { PAUSE_WALKS } from './capture-walks-pause';
import { RETENTION_WALKS } from './capture-walks-retention';
import { SIGN_IN_WALKS } from './capture-walks-sign-in';
import { STAFF_ACTION_WALKS } from './capture-walks-staff-actions';
import { VAT_ID_WALKS } from './capture-walks-vat-ids';

export { DMP_TOKEN, type RouteWalk, USAGE_TOKEN } from './capture-setups';

/** Every write route of the API, classified and walked (decision 0054), by area. */
export const ROUTE_WALKS = {
  ...SIGN_IN_WALKS,
  ...ACCOUNT_WALKS,
  ...BILLING_WALKS,
  ...PAUSE_WALKS,
  ...RETENTION_WALKS,
  ...DOCUMENT_WALKS,
  ...INVOICE_DATA_WALKS,
  ...CLIENT_WALKS,
  ...DOMAIN_WALKS,
  ...STAFF_ACTION_WALKS,
  ...VAT_ID_WALKS,
};
