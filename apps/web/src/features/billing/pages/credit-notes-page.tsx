/** Placeholder until the screen is built. */
export function CreditNotesPage() {
  return null;
}
