import { useEffect } from 'react';
import { isHttpError } from '../../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { isHandledGlobally } from './handled-globally';

/** Spec §8 "Invoices and credit notes": a failed load shows the server's message for 6 s. */
export function useLoadErrorSnackbar(error: unknown): void {
  useEffect(() => {
    if (!error || isHandledGlobally(error)) return;
    // A network failure has no server message: the snackbar then shows the generic sentence.
    const message = isHttpError(error) ? error.body.message : '';
    showSnackbar(message, { severity: 'error', duration: SNACKBAR_DURATION.form });
  }, [error]);
}
