import { paymentsRoutes } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import { PURCHASE_HANDLED_STATUSES } from './upgrade-subscription';

/** `POST /v1/account/billing/sepa-setup`: the setup intent the IBAN input confirms (the mandate). */
export const createSepaSetup = () =>
  call(
    paymentsRoutes.createSepaSetup,
    {},
    {
      handledStatuses: PURCHASE_HANDLED_STATUSES,
    },
  );
