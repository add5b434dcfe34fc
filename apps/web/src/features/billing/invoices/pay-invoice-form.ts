/** How the pay dialog pays: the saved default card, or a card typed in the dialog. */
export type PayWith = 'saved' | 'card';

export interface PayInvoiceFormValues {
  payWith: PayWith;
  firstname: string;
  lastname: string;
}
