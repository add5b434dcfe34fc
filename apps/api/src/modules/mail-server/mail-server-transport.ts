import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { MailServer } from '@portal/contract';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';

/** A mail server with its password in clear, as only a connection to it needs it. */
export type MailServerLogin = Omit<MailServer, 'password'> & { password: string };

const trustedAuthorities = new Map<string, string>();

/** The extra certificate authorities of MAIL_SERVER_CA_FILE, read once. */
function extraAuthorities(config: Config): string | undefined {
  const file = config.MAIL_SERVER_CA_FILE;
  if (!file) return undefined;
  let pem = trustedAuthorities.get(file);
  if (pem === undefined) {
    pem = readFileSync(file, 'utf8');
    trustedAuthorities.set(file, pem);
  }
  return pem;
}

/**
 * A nodemailer transport to a customer's mail server. `ssl` is TLS from the first byte (SMTPS);
 * `tls` is STARTTLS and required: the login never travels unencrypted, whichever is chosen. Every
 * phase (connecting, the greeting, each reply) waits at most MAIL_SERVER_TIMEOUT_MS.
 */
export function mailServerTransport(config: Config, server: MailServerLogin): Transporter {
  const timeout = config.MAIL_SERVER_TIMEOUT_MS;
  const ca = extraAuthorities(config);
  return createTransport({
    host: server.host,
    port: server.port,
    secure: server.encryption === 'ssl',
    requireTLS: server.encryption === 'tls',
    auth: { user: server.username, pass: server.password },
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    // Node's own authorities plus the extra ones: `ca` alone would replace them.
    ...(ca ? { tls: { ca: [...rootCertificates, ca] } } : {}),
  });
}

/** The sender of the account's mails: the login when it is an address (servers often insist), else MAIL_FROM. */
export function senderOf(config: Config, server: Pick<MailServer, 'username'>): string {
  return server.username.includes('@') ? server.username : config.MAIL_FROM;
}
