import { lazy, Suspense } from 'react';
import { snackbarStore } from '../lib/snackbar/snackbar-store';
import { useStore } from '../lib/store/create-store';

// Most visits never show a message, so the snackbar and its transitions load with the first one.
const SnackbarEntry = lazy(async () => ({ default: (await import('./snackbar-entry')).SnackbarEntry }));

/** Shows the snackbar queue one message at a time. */
export function SnackbarHost() {
  const queue = useStore(snackbarStore);
  const current = queue[0];
  return current ? (
    <Suspense fallback={null}>
      <SnackbarEntry key={current.id} entry={current} />
    </Suspense>
  ) : null;
}
