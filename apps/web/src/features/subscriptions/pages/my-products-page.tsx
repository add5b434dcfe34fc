/** Placeholder until the screen is built. */
export function MyProductsPage() {
  return null;
}
