import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { usePublicConfig } from '../../../lib/config/public-config';
import { accountQueryKey } from '../../../lib/session/get-account';
import { useAccount } from '../../../lib/session/use-account';
import { useAcceptTerms } from '../api/accept-terms';

/**
 * Spec §1: an account without a parent that has not accepted the latest terms is asked to. Only its
 * holder can agree: staff signed in as them are not asked (decision 0063).
 */
export function TermsDialog() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const accept = useAcceptTerms();
  const [dismissed, setDismissed] = useState(false);
  const open =
    Boolean(
      account && account.parent_id === null && !account.accepted_latest_terms && !account.impersonator,
    ) && !dismissed;

  const agree = async () => {
    try {
      await accept.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    } catch (error) {
      // Spec §8: terms-accept errors are only logged.
      console.warn('Accepting the terms failed', error);
    }
    setDismissed(true);
  };

  const documents = [
    { key: 'termsOfUse', url: config.termsUrl },
    { key: 'privacyPolicy', url: config.privacyUrl },
    { key: 'dataProcessing', url: config.dpaUrl },
  ] as const;

  return (
    <ConfirmDialog
      open={open}
      persistent
      title={t('terms.title')}
      testId="terms-dialog"
      message={t('terms.text')}
      cancelLabel={t('terms.later')}
      confirmLabel={t('terms.agree')}
      onConfirm={agree}
      onClose={() => setDismissed(true)}
    >
      <List dense>
        {documents.map((document) => (
          <ListItem key={document.key}>
            <Link href={document.url} target="_blank" rel="noopener noreferrer">
              {t(`terms.documents.${document.key}`)}
            </Link>
          </ListItem>
        ))}
      </List>
    </ConfirmDialog>
  );
}
