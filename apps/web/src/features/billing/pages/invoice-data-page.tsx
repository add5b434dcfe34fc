/** Placeholder until the screen is built. */
export function InvoiceDataPage() {
  return null;
}
