import type { Language, MailServerEncryption, MailServerTestOutcome } from '@portal/contract';
import type { Config } from '../../config';
import { t } from '../../platform/i18n/index';
import type { OutboundRefusal } from '../../platform/net/outbound-address';
import { allowedPortsText } from './mail-server-transport';

/** What nodemailer and Node attach to a failed send. */
interface SendFailure {
  code?: string;
  originalCode?: string;
  timeoutType?: string;
  message?: string;
}

const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** OpenSSL's words when one side speaks TLS and the other plain SMTP. */
const PLAIN_MEETS_TLS =
  /wrong version number|packet length too long|unknown protocol|http request|record layer/i;

export interface TestOutcome {
  outcome: MailServerTestOutcome;
  message: string;
}

/**
 * Puts a failed test send into plain words (spec: authentication failed, TLS mismatch, connection
 * refused, timed out), each with what to check. It never repeats what the far side said: a mail
 * server's reply (or whatever else answers on that port) stays on the server.
 */
export function outcomeOfFailure(
  error: unknown,
  context: { language: Language; encryption: MailServerEncryption; timeoutMs: number },
): TestOutcome {
  const failure: SendFailure = typeof error === 'object' && error !== null ? error : {};
  const { language } = context;
  const said = (outcome: MailServerTestOutcome, params: Record<string, string | number> = {}) => ({
    outcome,
    message: t(language, `mailServer.test.${outcome}`, params),
  });
  const codes = [failure.code, failure.originalCode];
  const text = failure.message ?? String(error);

  if (codes.includes('EAUTH') || codes.includes('ENOAUTH')) return said('auth_failed');
  if (codes.includes('ECONNREFUSED')) return said('refused');
  if (codes.includes('ETLS') || PLAIN_MEETS_TLS.test(text)) return said('tls_mismatch');
  // STARTTLS against an SMTPS port: the connection stands, but the server waits for TLS first and
  // never greets. The same silence on a plain port is a plain timeout.
  if (failure.timeoutType === 'GREETING_TIMEOUT' && context.encryption === 'tls') return said('tls_mismatch');
  if (codes.includes('ETIMEDOUT')) return said('timeout', { seconds: Math.ceil(context.timeoutMs / 1000) });
  const reason = codes.some((code) => code === 'EDNS' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    ? 'mailServer.test.unknownHost'
    : codes.some((code) => code !== undefined && CERTIFICATE_CODES.has(code))
      ? 'mailServer.test.certificate'
      : 'mailServer.test.unexpected';
  return said('failed', { reason: t(language, reason) });
}

/** A destination the outbound policy refused: no connection was made. */
export function refusedOutcome(config: Config, language: Language, reason: OutboundRefusal): TestOutcome {
  if (reason === 'unknown_host') {
    return {
      outcome: 'failed',
      message: t(language, 'mailServer.test.failed', { reason: t(language, 'mailServer.test.unknownHost') }),
    };
  }
  return {
    outcome: 'not_allowed',
    message: t(language, 'mailServer.test.not_allowed', { ports: allowedPortsText(config) }),
  };
}
