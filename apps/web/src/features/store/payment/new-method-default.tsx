import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedMethodLabel } from './saved-method-label';

export interface NewMethodDefaultProps {
  kind: 'card' | 'sepa';
  /** The account's current default; null when it has none, so the new method is its default. */
  saved: { brand: string; last4: string | null } | null;
  value: boolean;
  onChange: (value: boolean) => void;
  disabled: boolean;
}

/**
 * Whether the card or IBAN typed while buying becomes the default every subscription renews on
 * (decision 0040). Without a method yet it is the default whatever the customer picks (spec §4),
 * so that is said, not asked.
 */
export function NewMethodDefault({ kind, saved, value, onChange, disabled }: NewMethodDefaultProps) {
  const { t } = useTranslation();
  const hintId = useId();
  if (!saved) {
    return (
      <Typography
        variant="body2"
        sx={{ mt: 1, color: 'text.secondary' }}
        data-testid="new-method-default-fixed"
      >
        {t(`store.payment.newMethodDefault.fixed.${kind}`)}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={value}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t(`store.payment.newMethodDefault.choice.${kind}`)}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }} data-testid="new-method-default-hint">
        {value ? (
          t(`store.payment.newMethodDefault.chosen.${kind}`)
        ) : (
          <>
            {t(`store.payment.newMethodDefault.thisPurchase.${kind}`)} <SavedMethodLabel saved={saved} />
          </>
        )}
      </FormHelperText>
    </Box>
  );
}
