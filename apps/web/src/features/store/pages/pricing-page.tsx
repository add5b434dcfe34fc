/** Placeholder until the screen is built. */
export function PricingPage() {
  return null;
}
