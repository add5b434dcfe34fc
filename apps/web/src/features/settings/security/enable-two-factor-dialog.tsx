import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EnableTwoFactor, TwoFactorSetup } from '@portal/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { lazyResolver } from '../../../lib/forms/lazy-resolver';
import { useEnableTwoFactor } from '../api/enable-two-factor';

const resolver = lazyResolver(() =>
  import('./form-resolvers').then((module) => module.enableTwoFactorResolver),
);

/**
 * Turning two-factor sign-in on: the QR code (an SVG the server drew) and the same key as text for
 * typing, then the app's first code. Answers the recovery codes the server made.
 */
export function EnableTwoFactorDialog({
  setup,
  onEnabled,
  onClose,
}: {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const form = useForm<EnableTwoFactor>({ resolver, defaultValues: { code: '' } });
  return (
    <FormDialog
      form={form}
      title={t('settings.security.twoFactor.setup.title')}
      testId="enable-two-factor-dialog"
      submitLabel={t('settings.security.twoFactor.setup.submit')}
      fields={['code']}
      onClose={onClose}
      onSubmit={async (values) => onEnabled((await enable.mutateAsync(values)).recovery_codes)}
    >
      <Typography>{t('settings.security.twoFactor.setup.scan')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('settings.security.twoFactor.setup.qrAlt')}
        sx={{
          display: 'block',
          width: 200,
          height: 200,
          mx: 'auto',
          my: 2,
          // The code keeps its own white margin in dark mode, or scanners cannot read it.
          bgcolor: 'common.white',
          borderRadius: 1,
        }}
      />
      <Typography variant="body2" id="two-factor-key-label">
        {t('settings.security.twoFactor.setup.keyLabel')}
      </Typography>
      <Typography
        component="code"
        aria-labelledby="two-factor-key-label"
        data-testid="two-factor-secret"
        sx={{ display: 'block', fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-word' }}
      >
        {setup.secret}
      </Typography>
      <FormTextField
        name="code"
        label={t('settings.security.twoFactor.setup.code')}
        helperText={t('settings.security.twoFactor.setup.codeHint')}
        autoComplete="one-time-code"
        autoFocus
        required
      />
    </FormDialog>
  );
}
