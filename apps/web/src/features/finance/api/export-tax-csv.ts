import { financeRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../lib/http/http-client';
import { saveFile } from '../../../lib/http/save-file';

/** `GET /v1/finance/tax.csv?quarter=`: the tax summary as a CSV file. */
export const fetchTaxCsv = (quarter: string) => callForFile(financeRoutes.taxCsv, { query: { quarter } });

export function useTaxCsvExport() {
  return useMutation({
    mutationFn: async (quarter: string) => {
      const file = await fetchTaxCsv(quarter);
      saveFile(file.blob, file.filename ?? `tax-${quarter}.csv`);
    },
  });
}
