import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const tlsDir = path.resolve(import.meta.dirname, '../../../../scripts/local-tls');

/** The certificate the servers below present; tests trust it through MAIL_SERVER_CA_FILE. */
export const LOCAL_CA_FILE = path.join(tlsDir, 'localhost-cert.pem');

export interface CustomerSmtpServer {
  port: number;
  /** Recipients and raw text of every accepted mail. */
  received: { to: string[]; from: string | null; message: string }[];
  close(): Promise<void>;
}

/**
 * A customer's mail server on 127.0.0.1: SMTPS (`ssl`, TLS from the first byte) or plain with
 * STARTTLS (`tls`), and a login required (only after TLS, as real servers do).
 */
export async function startCustomerSmtpServer(options: {
  encryption: 'ssl' | 'tls';
  username: string;
  password: string;
}): Promise<CustomerSmtpServer> {
  const received: CustomerSmtpServer['received'] = [];
  const server = new SMTPServer({
    secure: options.encryption === 'ssl',
    key: readFileSync(path.join(tlsDir, 'localhost-key.pem')),
    cert: readFileSync(LOCAL_CA_FILE),
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.username && auth.password === options.password) {
        callback(null, { user: auth.username });
        return;
      }
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server that accepts connections and never says a word: every wait runs into its timeout. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
