import { E_INVOICE_ADDRESS_SCHEMES } from '@portal/contract/e-invoice-data';
import { E_INVOICE_FORMATS } from '@portal/contract/e-invoices';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { documentFormatKey } from '../../../lib/format/document-format';
import { FormSelectField } from '../../form/form-select-field';
import { FormTextField } from '../../form/form-text-field';
import type { BillingFormValues } from '../billing-form-values';

/**
 * What e-invoices need (issue 32): the format mailed with every invoice, the buyer reference (BT-10),
 * the electronic address with its scheme (BT-49, both or neither) and the default purchase order.
 */
export function EInvoiceFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<BillingFormValues>();
  const [scheme, address] = useWatch({ control, name: ['einvoice_address_scheme', 'einvoice_address'] });
  return (
    <>
      <FormSelectField
        name="einvoice_format"
        label={t('billing.invoiceData.fields.eInvoiceFormat')}
        emptyLabel={t('billing.invoiceData.eInvoiceFormatNone')}
        helperText={t('billing.invoiceData.hints.eInvoiceFormat')}
        options={E_INVOICE_FORMATS.map((format) => ({
          value: format,
          label: t(documentFormatKey(format)),
        }))}
      />
      <FormTextField
        name="einvoice_buyer_reference"
        label={t('billing.invoiceData.fields.buyerReference')}
        helperText={t('billing.invoiceData.hints.buyerReference')}
      />
      <FormSelectField
        name="einvoice_address_scheme"
        label={t('billing.invoiceData.fields.addressScheme')}
        emptyLabel={t('billing.invoiceData.addressSchemes.none')}
        required={Boolean(address?.trim())}
        options={E_INVOICE_ADDRESS_SCHEMES.map((code) => ({
          value: code,
          label: t(`billing.invoiceData.addressSchemes.${code}`),
        }))}
      />
      <FormTextField
        name="einvoice_address"
        label={t('billing.invoiceData.fields.electronicAddress')}
        helperText={t('billing.invoiceData.hints.electronicAddress')}
        required={Boolean(scheme)}
      />
      <FormTextField
        name="purchase_order"
        label={t('billing.invoiceData.fields.purchaseOrder')}
        helperText={t('billing.invoiceData.hints.purchaseOrder')}
      />
    </>
  );
}
