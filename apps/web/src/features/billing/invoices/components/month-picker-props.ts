/** What the month picker takes and shows, shared by its field and its lazily loaded picker. */
export interface MonthPickerProps {
  label: string;
  value: Date | null;
  onChange: (month: Date | null) => void;
  /** Offers a clear button; an empty picker means "every month". */
  clearable?: boolean;
  error?: string;
  name?: string;
  /** Small in a toolbar, medium (with the normal margin) beside other form fields. */
  size?: 'small' | 'medium';
  required?: boolean;
}

export const MONTH_FORMAT = 'MMMM yyyy';
export const MONTH_PICKER_SX = { minWidth: 220 };
