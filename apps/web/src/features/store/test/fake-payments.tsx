import { useEffect } from 'react';
import { vi } from 'vitest';
import type { PaymentInputProps, PaymentsModule } from '../../../lib/payments/payments';

/** An input that is complete as soon as it mounts, as after the customer typed a valid card. */
function CompleteInput({ onChange, onReady, label, kind }: PaymentInputProps & { kind: 'card' | 'iban' }) {
  useEffect(() => {
    onReady({ kind });
    onChange({ complete: true, empty: false, error: null });
    return () => onReady(null);
  }, [onChange, onReady, kind]);
  return <fieldset aria-label={label} data-testid={`fake-${kind}-input`} />;
}

/** A payments module whose calls the tests control. */
export function makeFakePayments() {
  return {
    gateway: 'sandbox',
    CardInput: (props: PaymentInputProps) => <CompleteInput {...props} kind="card" />,
    IbanInput: (props: PaymentInputProps) => <CompleteInput {...props} kind="iban" />,
    createCardMethod: vi.fn(async () => ({ paymentMethodId: 'pm_card_new' })),
    confirmSepaSetup: vi.fn(async () => ({ paymentMethodId: 'pm_sepa_new' })),
    confirmCardPayment: vi.fn(async () => ({ status: 'succeeded' as const, error: null })),
  } satisfies PaymentsModule;
}
