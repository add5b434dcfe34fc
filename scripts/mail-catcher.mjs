// A local SMTP server that keeps every mail it accepts as a file: the end-to-end journeys read their
// reset and confirmation links from it as a person reads an inbox (the portal's outbox never shows a
// working link, docs/decisions/0026). Also usable by hand: `node scripts/mail-catcher.mjs [dir] [port]`
// then start the portal with SMTP_URL=smtp://127.0.0.1:<port>.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SMTPServer } from 'smtp-server';

function decodeQuotedPrintable(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** Starts the catcher on 127.0.0.1; each mail becomes `<n>.json` ({ to, message }) in `dir`. */
export async function startMailCatcher(dir, port = 0) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The portal keeps its SMTP connections open in a pool: closing does not wait for them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const mail = {
          to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
          message: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  return { url: `smtp://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? '.cache/mail');
  const catcher = await startMailCatcher(dir, Number(process.argv[3] ?? 2525));
  console.log(`Mail catcher on ${catcher.url}, mails in ${dir}`);
}
