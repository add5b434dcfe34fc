import type { SepaSetup } from '@portal/contract';
import type { AppDeps } from '../../platform/app-deps';
import { accountOf, type RequestContext } from '../../platform/request-context';
import { billingDataMissing, hasInvoiceData, loadBillingAccount } from './billing-account';
import { ensureGatewayCustomer } from './ensure-gateway-customer';
import { viaGateway } from './gateway-errors';

/** `POST /v1/account/billing/sepa-setup`: a setup intent the browser confirms with the IBAN (mandate). */
export async function createSepaSetup(deps: AppDeps, context: RequestContext): Promise<SepaSetup> {
  const accountId = accountOf(context);
  if (!hasInvoiceData(await loadBillingAccount(deps.database.db, accountId))) throw billingDataMissing();
  const customerId = await ensureGatewayCustomer(deps, accountId, context);
  const setup = await viaGateway(() => deps.gateway.createSetupIntent({ customerId, type: 'sepa_debit' }));
  return { id: setup.id, clientSecret: setup.clientSecret };
}
