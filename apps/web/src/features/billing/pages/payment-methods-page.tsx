/** Placeholder until the screen is built. */
export function PaymentMethodsPage() {
  return null;
}
