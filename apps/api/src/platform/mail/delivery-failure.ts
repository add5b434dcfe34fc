import type { MailDeliveryFailure } from '@portal/contract';

/** What nodemailer and Node attach to a failed send. */
interface SendFailure {
  code?: string;
  originalCode?: string;
  timeoutType?: string;
  message?: string;
}

/**
 * The code a send that the outbound policy refused carries (the account's server is on an address
 * the portal does not connect to): no connection was made.
 */
export const POLICY_REFUSAL_CODE = 'EPOLICY';

const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const UNKNOWN_HOST_CODES = new Set(['EDNS', 'ENOTFOUND', 'EAI_AGAIN']);

/** OpenSSL's words when one side speaks TLS and the other plain SMTP. */
const PLAIN_MEETS_TLS =
  /wrong version number|packet length too long|unknown protocol|http request|record layer/i;

/**
 * Why a send failed, in our own terms: the test send, the check on save and every delivery use it.
 * `encryption` tells a plain-port timeout from STARTTLS sent to an SMTPS port (which never greets).
 * What the far side said is read only to tell these apart, and never kept.
 */
export function deliveryFailureOf(error: unknown, encryption: 'ssl' | 'tls' | null): MailDeliveryFailure {
  const failure: SendFailure = typeof error === 'object' && error !== null ? error : {};
  const codes = [failure.code, failure.originalCode];
  const has = (code: string) => codes.includes(code);
  const text = failure.message ?? String(error);

  if (has(POLICY_REFUSAL_CODE)) return 'not_allowed';
  if (has('EAUTH') || has('ENOAUTH')) return 'auth_failed';
  if (has('ECONNREFUSED')) return 'refused';
  if (has('ETLS') || PLAIN_MEETS_TLS.test(text)) return 'tls_mismatch';
  if (failure.timeoutType === 'GREETING_TIMEOUT' && encryption === 'tls') return 'tls_mismatch';
  if (has('ETIMEDOUT')) return 'timeout';
  if (codes.some((code) => code !== undefined && UNKNOWN_HOST_CODES.has(code))) return 'unknown_host';
  if (codes.some((code) => code !== undefined && CERTIFICATE_CODES.has(code))) return 'certificate';
  // The server took the connection but refused the sender, a recipient or the message itself.
  if (has('EENVELOPE') || has('EMESSAGE')) return 'rejected';
  return 'failed';
}
