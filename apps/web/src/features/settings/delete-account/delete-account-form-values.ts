import type { DeletionReason } from '@portal/contract';

/** The dialog's fields; `confirmed` is what typing the e-mail stands for, sent as true. */
export interface DeleteAccountFormValues {
  confirmed: boolean;
  reason: DeletionReason | '';
  comment: string;
  /** Typed by the user to confirm; never sent. */
  email: string;
}

export const DELETE_ACCOUNT_FIELDS = ['reason', 'comment', 'email'] as const;

export const EMPTY_DELETE_ACCOUNT_FORM: DeleteAccountFormValues = {
  confirmed: true,
  reason: '',
  comment: '',
  email: '',
};
