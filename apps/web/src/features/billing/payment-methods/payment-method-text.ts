import type { PaymentMethod } from '@portal/contract';
import type { TFunction } from 'i18next';

/** "Visa", "SEPA Direct Debit": the brand names live with the payments module's texts. */
export function methodKindLabel(method: PaymentMethod, t: TFunction): string {
  if (method.type === 'sepa_debit') return t('payments.brands.sepa_debit');
  const brand = method.brand ?? 'unknown';
  return t(`payments.brands.${brand}`, { defaultValue: brand });
}

/** "Visa •••• 4242": how the list, its buttons and the delete dialog name a method. */
export const methodName = (method: PaymentMethod, t: TFunction) =>
  t('billing.paymentMethods.name', { kind: methodKindLabel(method, t), last4: method.last4 });

/** Expiry of a card; bank code and country of a SEPA account. */
export function methodDetails(method: PaymentMethod, t: TFunction): string {
  if (method.type === 'card') {
    if (method.expMonth === null || method.expYear === null) return '';
    return t('billing.paymentMethods.expires', {
      month: String(method.expMonth).padStart(2, '0'),
      year: method.expYear,
    });
  }
  const parts = [
    method.bankCode ? t('billing.paymentMethods.bankCode', { code: method.bankCode }) : null,
    method.country,
  ];
  return parts.filter(Boolean).join(' · ');
}
