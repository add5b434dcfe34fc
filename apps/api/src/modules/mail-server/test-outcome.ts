import type { Language, MailServerEncryption, MailServerTestOutcome } from '@portal/contract';
import type { Config } from '../../config';
import { t } from '../../platform/i18n/index';
import { deliveryFailureOf } from '../../platform/mail/delivery-failure';
import type { OutboundRefusal } from '../../platform/net/outbound-address';
import { allowedPortsText } from './mail-server-transport';

export interface TestOutcome {
  outcome: MailServerTestOutcome;
  message: string;
}

/**
 * Puts a failed test send or check into plain words (spec: authentication failed, TLS mismatch,
 * connection refused, timed out), each with what to check. It never repeats what the far side said:
 * a mail server's reply (or whatever else answers on that port) stays on the server.
 */
export function outcomeOfFailure(
  error: unknown,
  context: { language: Language; encryption: MailServerEncryption; timeoutMs: number },
): TestOutcome {
  const { language } = context;
  const said = (outcome: MailServerTestOutcome, params: Record<string, string | number> = {}) => ({
    outcome,
    message: t(language, `mailServer.test.${outcome}`, params),
  });
  const failure = deliveryFailureOf(error, context.encryption);
  switch (failure) {
    case 'not_allowed':
    case 'auth_failed':
    case 'refused':
    case 'tls_mismatch':
      return said(failure);
    case 'timeout':
      return said('timeout', { seconds: Math.ceil(context.timeoutMs / 1000) });
    case 'unknown_host':
      return said('failed', { reason: t(language, 'mailServer.test.unknownHost') });
    case 'certificate':
      return said('failed', { reason: t(language, 'mailServer.test.certificate') });
    default:
      return said('failed', { reason: t(language, 'mailServer.test.unexpected') });
  }
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
