/** Placeholder until the screen is built. */
export function PaymentsPage() {
  return null;
}
