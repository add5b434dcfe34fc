import type { PaymentMethodKind } from '@portal/contract';

/** The add dialog's own fields; the card or IBAN lives in the payments module's input. */
export interface PaymentMethodFormValues {
  type: PaymentMethodKind;
  firstname: string;
  lastname: string;
  isDefault: boolean;
}

export const PAYMENT_METHOD_FORM_FIELDS = ['firstname', 'lastname'] as const;
