import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * Spec §2 "Account settings", the last card: deleting the account (a sub-user: only themselves).
 * Staff acting as the customer see why they cannot (decision 0051).
 */
export function DeleteAccountCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const actingAs = account.impersonator !== null;
  const subUser = account.parent_id !== null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-title"
      sx={{ p: { xs: 2, md: 3 }, borderColor: 'error.main' }}
    >
      <Typography variant="h6" component="h2" id="delete-account-title">
        {t('settings.deleteAccount.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t(subUser ? 'settings.deleteAccount.introUser' : 'settings.deleteAccount.intro')}
      </Typography>
      {actingAs ? (
        <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
          {t('settings.deleteAccount.actingAs')}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" color="error" disabled={actingAs} onClick={() => setOpen(true)}>
          {t('settings.deleteAccount.open')}
        </Button>
      </Box>
      {open ? <DeleteAccountDialog email={account.email} onClose={() => setOpen(false)} /> : null}
    </Paper>
  );
}
