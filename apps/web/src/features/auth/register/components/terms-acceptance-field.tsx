import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { RegisterForm } from '@portal/contract';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { usePublicConfig } from '../../../../lib/config/public-config';
import { fieldErrorText } from '../../../../lib/forms/field-error';

/** A link to one legal document, in a new tab: reading the terms never costs the form what was typed. */
function DocumentLink({ href, children }: { href: string; children?: React.ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

/** "I accept the terms of use, the privacy policy and the data processing agreement." */
export function TermsAcceptanceField() {
  const id = useId();
  const config = usePublicConfig();
  const { control, clearErrors } = useFormContext<RegisterForm>();
  const { field, fieldState } = useController({ name: 'accept_terms', control });
  const errorText = fieldErrorText(fieldState.error?.message, 'accept_terms');
  return (
    <FormControl error={Boolean(errorText)} margin="normal" fullWidth>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            sx={{ mt: -1 }}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => {
              field.onChange(event.target.checked);
              if (fieldState.error) clearErrors('accept_terms');
            }}
            onBlur={field.onBlur}
            // The input itself, so a refused submit focuses the box.
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': errorText ? `${id}-hint` : undefined },
            }}
          />
        }
        label={
          // The configured addresses; the portal's own pages until the configuration has loaded.
          <Trans
            i18nKey="register.acceptTerms"
            components={{
              terms: <DocumentLink href={config.termsUrl || '/legal/terms'} />,
              privacy: <DocumentLink href={config.privacyUrl || '/legal/privacy'} />,
              dpa: <DocumentLink href={config.dpaUrl || '/legal/dpa'} />,
            }}
          />
        }
      />
      {errorText ? <FormHelperText id={`${id}-hint`}>{errorText}</FormHelperText> : null}
    </FormControl>
  );
}
