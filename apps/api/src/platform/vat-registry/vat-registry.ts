/**
 * Who answers whether a VAT id is registered, and gives the consultation number that proves the
 * question was asked (decision 0080). Two implementations, chosen by configuration like the payment
 * gateway: `vies` (the EU's VIES REST service) and `sandbox` (a built-in stand-in).
 */

export interface VatCheckQuestion {
  /** The customer's VAT id with its country prefix as jsvat reads it (EL for Greece): DE136695976. */
  vatId: string;
  /** The seller's own VAT id, sent as requester so the registry issues a consultation number. */
  requesterVatId: string;
}

export interface VatCheckAnswer {
  result: 'valid' | 'invalid';
  /** The registry's reference of this consultation (VIES `requestIdentifier`); null when it gave none. */
  consultationNumber: string | null;
  /** The name and address the registry holds for the id (null: not given, as some member states do). */
  name: string | null;
  address: string | null;
  checkedAt: Date;
}

export interface VatCheckOptions {
  /** Longest wait for the answer; the registry's own timeout when left out. */
  timeoutMs?: number;
}

export interface VatRegistry {
  readonly kind: 'sandbox' | 'vies';
  /** Throws VatRegistryUnavailableError when no trustworthy answer came (the check is retried). */
  check(question: VatCheckQuestion, options?: VatCheckOptions): Promise<VatCheckAnswer>;
}

/**
 * No answer to rely on: the registry or the member state's service is down, it timed out, refused
 * for too many requests, or answered something that is not what it sends. `detail` is for the log
 * only; no text of the far side ever reaches a customer.
 */
export class VatRegistryUnavailableError extends Error {
  constructor(readonly detail: string) {
    super(`the VAT registry gave no answer: ${detail}`);
    this.name = 'VatRegistryUnavailableError';
  }
}

/**
 * The country prefix and the number as registries take them apart: `DE136695976` → DE, 136695976.
 * Greece's VAT ids start with EL, which is also its VIES code.
 */
export function splitVatId(vatId: string): { countryCode: string; vatNumber: string } {
  return { countryCode: vatId.slice(0, 2).toUpperCase(), vatNumber: vatId.slice(2) };
}
