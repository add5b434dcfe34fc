import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const tlsDir = path.resolve(import.meta.dirname, '../../scripts/local-tls');

export interface CustomerMailServer {
  port: number;
  received: { to: string[]; message: string }[];
  close(): Promise<void>;
}

/**
 * A customer's own mail server on 127.0.0.1: SMTPS with the local test certificate (the e2e server
 * trusts it through MAIL_SERVER_CA_FILE) and a login required. Listens on a free port of 4 digits
 * at most, as the mail server form takes no more.
 */
export async function startCustomerMailServer(login: { username: string; password: string }) {
  const received: CustomerMailServer['received'] = [];
  const server = new SMTPServer({
    secure: true,
    key: readFileSync(path.join(tlsDir, 'localhost-key.pem')),
    cert: readFileSync(path.join(tlsDir, 'localhost-cert.pem')),
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === login.username && auth.password === login.password;
      if (valid) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          message: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
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
    if (listening) {
      return {
        port,
        received,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      } satisfies CustomerMailServer;
    }
  }
  throw new Error('no free port between 2000 and 9999');
}
