import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../lib/http/http-error';
import { SNACKBAR_DURATION, showSnackbar } from '../../lib/snackbar/snackbar-store';

/** Spec §8: a failure the app has not already shown (a 404 page, a 5xx snackbar) gets the persistent text. */
export function useUnexpectedFailure(error: Error | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (error && !(isHttpError(error) && error.handledGlobally)) {
      showSnackbar(t('common.errors.unexpected'), {
        severity: 'error',
        duration: SNACKBAR_DURATION.persistent,
      });
    }
  }, [error, t]);
}
