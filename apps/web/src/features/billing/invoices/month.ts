/**
 * Months as the invoice screens use them: a `Date` on the first day (local time) in the pickers,
 * `YYYY-MM` for the CSV export and `YYYY-MM-DD` month bounds for the invoice list (spec §7).
 */
const pad = (value: number) => String(value).padStart(2, '0');

export function firstOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** Spec §5: the CSV export starts on the month before the current one. */
export function previousMonth(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth() - 1, 1);
}

export function toMonthValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;
}

export function fromMonthValue(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, 1);
}

/** `start` and `end` of `GET /v1/invoice/all` for one month, both inclusive. */
export function monthBounds(month: Date): { start: string; end: string } {
  const year = month.getFullYear();
  const index = month.getMonth();
  const lastDay = new Date(year, index + 1, 0).getDate();
  return { start: `${year}-${pad(index + 1)}-01`, end: `${year}-${pad(index + 1)}-${pad(lastDay)}` };
}
