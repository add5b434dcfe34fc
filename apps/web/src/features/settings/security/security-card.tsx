import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Account } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** The account page's security card (issue 12): two-factor sign-in and the signed-in sessions. */
export function SecurityCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="security-card-title"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="h2" id="security-card-title">
        {t('settings.security.title')}
      </Typography>
      <TwoFactorSection account={account} />
      <SessionsSection timezone={account.timezone} />
    </Paper>
  );
}
