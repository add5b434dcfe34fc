import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';

/** The card or account holder's first and last name, side by side from the small breakpoint. */
export function HolderNameFields() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <FormTextField
        name="firstname"
        label={t('billing.paymentMethods.dialog.firstname')}
        autoComplete="given-name"
        required
      />
      <FormTextField
        name="lastname"
        label={t('billing.paymentMethods.dialog.lastname')}
        autoComplete="family-name"
        required
      />
    </Box>
  );
}
