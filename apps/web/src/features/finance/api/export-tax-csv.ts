import { financeRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../lib/http/http-client';

/** `GET /v1/finance/tax.csv?quarter=`: the tax summary as a CSV file. */
export const fetchTaxCsv = (quarter: string) => callForFile(financeRoutes.taxCsv, { query: { quarter } });

/** Hands a downloaded file to the browser under its name, as a followed link would. */
function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useTaxCsvExport() {
  return useMutation({
    mutationFn: async (quarter: string) => {
      const file = await fetchTaxCsv(quarter);
      saveFile(file.blob, file.filename ?? `tax-${quarter}.csv`);
    },
  });
}
