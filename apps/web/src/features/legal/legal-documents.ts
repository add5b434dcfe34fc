/**
 * The documents at `/legal/<document>` (the defaults of TERMS_URL, PRIVACY_URL and DPA_URL) and their
 * sections, in order. Texts live in `locales/<language>/legal.json` under `legal.<document>`.
 */
export const LEGAL_DOCUMENTS = {
  terms: ['scope', 'account', 'subscriptions', 'cancellation', 'liability', 'changes'],
  privacy: ['controller', 'data', 'purposes', 'retention', 'recipients', 'rights'],
  dpa: ['subject', 'duration', 'obligations', 'subProcessors', 'audits'],
} as const;

export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

export const LEGAL_DOCUMENT_NAMES = Object.keys(LEGAL_DOCUMENTS) as LegalDocument[];

export function isLegalDocument(value: string | undefined): value is LegalDocument {
  return value !== undefined && Object.hasOwn(LEGAL_DOCUMENTS, value);
}
