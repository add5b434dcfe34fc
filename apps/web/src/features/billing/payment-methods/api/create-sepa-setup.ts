import { paymentsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/http-client';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/** `POST /v1/account/billing/sepa-setup`: the setup intent the IBAN input confirms (the mandate). */
export const createSepaSetup = () => call(paymentsRoutes.createSepaSetup, {}, PAYMENT_METHOD_HANDLED);

export function useCreateSepaSetup() {
  return useMutation({ mutationFn: createSepaSetup });
}
