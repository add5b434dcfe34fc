import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponControl } from './use-coupon';

function StatusAdornment({ coupon }: { coupon: CouponControl }) {
  const { t } = useTranslation();
  const { state } = coupon;
  if (state.status === 'checking') {
    return <CircularProgress size={20} aria-label={t('store.coupon.checking')} />;
  }
  if (state.status === 'valid') {
    return (
      <CheckCircle
        color="success"
        titleAccess={t('store.coupon.validIcon')}
        data-testid="coupon-valid-icon"
      />
    );
  }
  if (state.status === 'invalid') {
    return (
      <CancelOutlined
        color="error"
        titleAccess={t('store.coupon.invalidIcon')}
        data-testid="coupon-invalid-icon"
      />
    );
  }
  if (state.status === 'unchecked') {
    return (
      <Button size="small" onClick={() => void coupon.check()}>
        {t('store.coupon.apply')}
      </Button>
    );
  }
  return null;
}

/** The optional coupon of the create-subscription dialog, with its check state (spec §4 "Coupon"). */
export function CouponField({ coupon, disabled = false }: { coupon: CouponControl; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { state } = coupon;
  const hint =
    state.status === 'valid'
      ? t('store.coupon.valid', { name: state.coupon.name, percent: state.coupon.percent_off })
      : state.status === 'invalid'
        ? state.message
        : t('store.coupon.hint');
  return (
    <FormControl fullWidth margin="normal" error={state.status === 'invalid'} disabled={disabled}>
      <InputLabel htmlFor={id}>{t('store.coupon.label')}</InputLabel>
      <OutlinedInput
        id={id}
        label={t('store.coupon.label')}
        value={coupon.code}
        autoComplete="off"
        onChange={(event) => coupon.setCode(event.target.value)}
        onBlur={() => void coupon.check()}
        onKeyDown={(event) => {
          // Enter checks the code instead of submitting the dialog with an unchecked coupon.
          if (event.key === 'Enter' && coupon.state.status === 'unchecked') {
            event.preventDefault();
            void coupon.check();
          }
        }}
        endAdornment={
          <InputAdornment position="end">
            <StatusAdornment coupon={coupon} />
          </InputAdornment>
        }
        aria-describedby={`${id}-hint`}
        inputProps={{ 'data-testid': 'coupon-input' }}
      />
      <FormHelperText id={`${id}-hint`} sx={state.status === 'valid' ? { color: 'success.main' } : undefined}>
        {hint}
      </FormHelperText>
    </FormControl>
  );
}
