const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
// Spreadsheets run a cell that starts like this as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A free-text field a spreadsheet must never run as a formula: such text gets a leading '. */
export function csvText(value: string | null): string {
  return csvField(value !== null && FORMULA_START.test(value) ? `'${value}` : value);
}

/** Rows of already escaped fields, CRLF line ends as RFC 4180 asks. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows
    .map((row) => row.join(','))
    .join('\r\n')
    .concat('\r\n');
}
