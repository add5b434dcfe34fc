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
import { asksForTerms } from '../asks-for-terms';

/** Spec §1: asks the account to accept the latest terms (`asksForTerms`). */
export function TermsDialog() {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const accept = useAcceptTerms();
  const [dismissed, setDismissed] = useState(false);
  const open = asksForTerms(account) && !dismissed;

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
