import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { rootCertificates } from 'node:tls';
import type { MailServer } from '@portal/contract';
import { createTransport, type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { POLICY_REFUSAL_CODE } from '../../platform/mail/delivery-failure';
import {
  decideOutbound,
  type OutboundPolicy,
  type OutboundRefusal,
  offlineResolve,
} from '../../platform/net/outbound-address';

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

/** Where a customer's mail server may be: public unicast, the mail ports, or what the operator allows. */
export const mailServerPolicy = (config: Config): OutboundPolicy => ({
  allowed: config.MAIL_SERVER_ALLOWED_HOSTS,
  ports: config.MAIL_SERVER_ALLOWED_PORTS,
  ownHost: config.HOST,
  // The test suite asks no name server (it talks only to 127.0.0.1).
  ...(config.NODE_ENV === 'test' ? { resolve: offlineResolve } : {}),
});

/** The ports a customer's mail server may use, as the refusals name them. */
export const allowedPortsText = (config: Config) => [...config.MAIL_SERVER_ALLOWED_PORTS].join(', ');

export type MailServerConnection =
  | { ok: true; transport: Transporter }
  | { ok: false; reason: OutboundRefusal };

/**
 * A nodemailer transport to a customer's mail server, connecting to the one address the outbound
 * policy checked (the name is resolved once, here; TLS still verifies the certificate against the
 * name). `ssl` is TLS from the first byte (SMTPS); `tls` is STARTTLS and required: the login never
 * travels unencrypted, whichever is chosen. Every phase (connecting, the greeting, each reply)
 * waits at most MAIL_SERVER_TIMEOUT_MS. A destination the policy refuses gets no connection at all.
 */
export async function openMailServerTransport(
  config: Config,
  server: MailServerLogin,
): Promise<MailServerConnection> {
  const decision = await decideOutbound(server.host, server.port, mailServerPolicy(config));
  if (!decision.allowed) return { ok: false, reason: decision.reason };
  const timeout = config.MAIL_SERVER_TIMEOUT_MS;
  const ca = extraAuthorities(config);
  const name = server.host.trim().replace(/^\[(.*)\]$/, '$1');
  const transport = createTransport({
    host: decision.address,
    ...(isIP(name) ? {} : { servername: name }),
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
  return { ok: true, transport };
}

/** The sender of the account's mails: the login when it is an address (servers often insist), else MAIL_FROM. */
export function senderOf(config: Config, server: Pick<MailServer, 'username'>): string {
  return server.username.includes('@') ? server.username : config.MAIL_FROM;
}

/** A customer's mail server the outbound policy refused for a real send: no connection was made. */
export class MailServerRefused extends Error {
  /** How the delivery's failure reads it (`deliveryFailureOf`): a name that does not resolve, or a refusal. */
  readonly code: string;
  constructor(readonly reason: OutboundRefusal) {
    super(`the account's mail server was refused (${reason}); no connection was made`);
    this.code = reason === 'unknown_host' ? 'EDNS' : POLICY_REFUSAL_CODE;
  }
}
