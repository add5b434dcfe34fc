import { paymentsRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../../lib/http/http-client';
import { saveFile } from '../../../../lib/http/save-file';
import { PAYMENT_METHOD_HANDLED } from './payment-method-statuses';

/**
 * `GET /v1/account/billing/payment-methods/:id/mandate`: the SEPA mandate as a PDF in the invoice
 * language, handed to the browser's download (the server records it in the activity log).
 */
export async function downloadSepaMandate(id: string): Promise<void> {
  const file = await callForFile(paymentsRoutes.sepaMandatePdf, { params: { id } }, PAYMENT_METHOD_HANDLED);
  saveFile(file.blob, file.filename ?? 'sepa-mandate.pdf');
}

export function useDownloadSepaMandate() {
  return useMutation({ mutationFn: downloadSepaMandate });
}
