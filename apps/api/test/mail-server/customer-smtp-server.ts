import { readFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const tlsDir = path.resolve(import.meta.dirname, '../../../../scripts/local-tls');

/** The certificate the servers below present; tests trust it through MAIL_SERVER_CA_FILE. */
export const LOCAL_CA_FILE = path.join(tlsDir, 'localhost-cert.pem');

/**
 * Listens on a free port of 4 digits at most (the spec's port rule), since the system's own picks
 * are higher: tries random ones between 2000 and 9999 until one is free.
 */
interface Listening {
  listen(port: number, host: string, callback: () => void): unknown;
  once(event: 'error', listener: () => void): unknown;
  off(event: 'error', listener: () => void): unknown;
}

export async function listenOnFourDigitPort(server: Listening): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 2000 + Math.floor(Math.random() * 8000);
    const listening = await new Promise<boolean>((resolve) => {
      const failed = () => resolve(false);
      server.once('error', failed);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', failed);
        resolve(true);
      });
    });
    if (listening) return port;
  }
  throw new Error('no free port between 2000 and 9999');
}

/** A port of 4 digits on 127.0.0.1 where nothing listens: connecting to it is refused at once. */
export async function closedFourDigitPort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnFourDigitPort(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

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
  const port = await listenOnFourDigitPort(server);
  return {
    port,
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
  const port = await listenOnFourDigitPort(server);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
