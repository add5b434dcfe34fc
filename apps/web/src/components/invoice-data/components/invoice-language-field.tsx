import { LANGUAGES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../form/form-select-field';

/** The language invoices and their mails are written in (spec §5: en, de or fr). */
export function InvoiceLanguageField() {
  const { t } = useTranslation();
  return (
    <FormSelectField
      name="invoice_language"
      label={t('billing.invoiceData.fields.invoiceLanguage')}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: t(`billing.invoiceData.languages.${language}`),
      }))}
    />
  );
}
