import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Account, TwoFactorSetup } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { reportError } from '../../../lib/errors/report-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { showSnackbar } from '../../../lib/snackbar/snackbar-store';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { twoFactorStatusQueryKey, useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateRecoveryCodes } from '../api/regenerate-recovery-codes';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { EnableTwoFactorDialog } from './enable-two-factor-dialog';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { SecondFactorDialog } from './second-factor-dialog';

type Open =
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'regenerate' }
  | null;

/** Two-factor sign-in: whether it is on, and turning it on or off (decision 0050). */
export function TwoFactorSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const [open, setOpen] = useState<Open>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
  // Staff acting as the customer may look, not change it (the API refuses too).
  const actingStaff = account.impersonator !== null;

  const start = async () => {
    try {
      setOpen({ kind: 'setup', setup: await setup.mutateAsync() });
    } catch (error) {
      reportError(error, { logAs: 'Two-factor set-up failed', source: 'settings.twoFactor' });
    }
  };

  if (status.isPending) return <PageLoader />;
  if (status.isError) return <Alert severity="error">{t('settings.security.loadFailed')}</Alert>;
  const { enabled, enabled_at: since, recovery_codes_left: left } = status.data;

  return (
    <Box component="section" aria-labelledby="two-factor-title" sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" id="two-factor-title">
          {t('settings.security.twoFactor.title')}
        </Typography>
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          label={t(enabled ? 'settings.security.twoFactor.on' : 'settings.security.twoFactor.off')}
          data-testid="two-factor-status"
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {enabled
          ? t('settings.security.twoFactor.onSince', {
              date: formatDateTime(since, account.timezone),
              count: left,
            })
          : t('settings.security.twoFactor.description')}
      </Typography>
      {actingStaff ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('settings.security.twoFactor.actingStaff')}
        </Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {enabled ? (
            <>
              <Button variant="outlined" onClick={() => setOpen({ kind: 'regenerate' })}>
                {t('settings.security.twoFactor.regenerate')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setOpen({ kind: 'disable' })}>
                {t('settings.security.twoFactor.disable')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={start} loading={setup.isPending}>
              {t('settings.security.twoFactor.enable')}
            </Button>
          )}
        </Stack>
      )}

      {open?.kind === 'setup' ? (
        <EnableTwoFactorDialog
          setup={open.setup}
          onClose={() => setOpen(null)}
          onEnabled={(codes) => {
            setOpen({ kind: 'codes', codes });
            void refresh();
          }}
        />
      ) : null}
      {open?.kind === 'codes' ? (
        <RecoveryCodesDialog codes={open.codes} email={account.email} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'disable' ? (
        <SecondFactorDialog
          title={t('settings.security.twoFactor.disableDialog.title')}
          intro={t('settings.security.twoFactor.disableDialog.intro')}
          submitLabel={t('settings.security.twoFactor.disableDialog.submit')}
          destructive
          testId="disable-two-factor-dialog"
          onClose={() => setOpen(null)}
          onConfirm={async (values) => {
            const answer = await disable.mutateAsync(values);
            showSnackbar(answer.message, { severity: 'success', source: 'settings.twoFactor' });
            setOpen(null);
            await refresh();
          }}
        />
      ) : null}
      {open?.kind === 'regenerate' ? (
        <SecondFactorDialog
          title={t('settings.security.twoFactor.regenerateDialog.title')}
          intro={t('settings.security.twoFactor.regenerateDialog.intro')}
          submitLabel={t('settings.security.twoFactor.regenerateDialog.submit')}
          testId="regenerate-recovery-codes-dialog"
          onClose={() => setOpen(null)}
          onConfirm={async (values) => {
            const answer = await regenerate.mutateAsync(values);
            setOpen({ kind: 'codes', codes: answer.recovery_codes });
            await refresh();
          }}
        />
      ) : null}
    </Box>
  );
}
