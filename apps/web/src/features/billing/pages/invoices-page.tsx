/** Placeholder until the screen is built. */
export function InvoicesPage() {
  return null;
}
