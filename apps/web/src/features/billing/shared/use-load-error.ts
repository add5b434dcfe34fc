import { useEffect } from 'react';
import { reportError } from '../../../lib/errors/report-error';
import { SNACKBAR_DURATION } from '../../../lib/snackbar/snackbar-store';

/** Spec §8 "Invoices and credit notes": a failed load shows the server's message for 6 s. */
export function useLoadErrorSnackbar(error: unknown): void {
  useEffect(() => {
    // A network failure has no server message: the snackbar then shows the generic sentence.
    if (error) reportError(error, { snackbar: { duration: SNACKBAR_DURATION.form } });
  }, [error]);
}
