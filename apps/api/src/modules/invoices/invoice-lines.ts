/** One line of an invoice as the billing engine hands it over; amounts in minor units. */
export interface InvoiceLineInput {
  kind: 'subscription' | 'proration' | 'discount' | 'usage';
  description: string;
  quantity: number;
  unitAmount: number;
  /** Net amount of the line; negative only for discounts and proration credits. */
  amount: number;
  periodStart?: Date | null;
  periodEnd?: Date | null;
}

const MAY_BE_NEGATIVE = new Set<InvoiceLineInput['kind']>(['discount', 'proration']);

/** Rejects what the billing engine must never send: fractions of a cent, charges below zero. */
export function assertValidLines(lines: readonly InvoiceLineInput[]): void {
  if (lines.length === 0) throw new Error('An invoice needs at least one line');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount) || !Number.isSafeInteger(line.unitAmount)) {
      throw new Error(`Line amounts must be whole minor units: ${line.description}`);
    }
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0) {
      throw new Error(`Line quantity must be a whole number >= 0: ${line.description}`);
    }
    if (line.amount < 0 && !MAY_BE_NEGATIVE.has(line.kind)) {
      throw new Error(`Only discount and proration lines may be negative: ${line.description}`);
    }
  }
}

export function sumLines(lines: readonly Pick<InvoiceLineInput, 'amount'>[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/**
 * An invoice never has a negative net: when credits (discounts, proration credits) exceed the
 * charges, the credits are reduced, last line first, until the lines add up to exactly zero. The
 * part of a credit that is cut off is not carried forward; whoever builds the lines decides whether
 * it is owed elsewhere. The stored lines therefore always add up to the invoice's net.
 */
export function capCredits<T extends InvoiceLineInput>(lines: readonly T[]): T[] {
  let excess = -sumLines(lines);
  if (excess <= 0) return [...lines];
  const capped = [...lines];
  for (let index = capped.length - 1; index >= 0 && excess > 0; index -= 1) {
    const line = capped[index];
    if (!line || line.amount >= 0) continue;
    const raise = Math.min(excess, -line.amount);
    capped[index] = { ...line, amount: line.amount + raise };
    excess -= raise;
  }
  return capped;
}
