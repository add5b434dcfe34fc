import { useTranslation } from 'react-i18next';

/** "Saved payment method: Visa •••• 4242" / "SEPA direct debit •••• 3201". */
export function SavedMethodLabel({ saved }: { saved: { brand: string; last4: string | null } }) {
  const { t } = useTranslation();
  const brand =
    saved.brand === 'sepa_debit'
      ? t('store.payment.method.sepa')
      : saved.brand.charAt(0).toUpperCase() + saved.brand.slice(1);
  return (
    <>
      {t('store.payment.method.saved')}: {brand}
      {saved.last4 ? ` •••• ${saved.last4}` : ''}
    </>
  );
}
