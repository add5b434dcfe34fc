import { lazy, Suspense } from 'react';
import { useAccount } from '../../../lib/session/use-account';
import { asksForTerms } from '../asks-for-terms';

// The dialog is a confirm dialog with the form code (react-hook-form) behind it: only an account that
// is asked loads it, so the shell of every other signed-in page does not (issue 35: 250 KB).
const TermsDialog = lazy(() => import('./terms-dialog').then((module) => ({ default: module.TermsDialog })));

/** The terms dialog where the account is asked to agree (spec §1), nothing otherwise. */
export function TermsGate() {
  const { data: account } = useAccount();
  if (!asksForTerms(account)) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog />
    </Suspense>
  );
}
