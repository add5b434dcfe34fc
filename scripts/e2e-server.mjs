// Starts the built portal for the end-to-end tests on a fresh data directory, so every run begins
// from the same demo seed. Its mails go to a local mail catcher, where the journeys read their links.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.cache/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(root, '.cache/e2e-mail');
const catcher = await startMailCatcher(mailDir);
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Every journey that changes data registers its own customer, all from one address: the
    // per-address limit on registrations (20 an hour by default) would refuse the later ones.
    RATE_LIMIT_REGISTER_PER_HOUR: process.env.RATE_LIMIT_REGISTER_PER_HOUR ?? '1000',
    SMTP_URL: catcher.url,
    // The journeys' own "customer" mail servers present this certificate (scripts/local-tls).
    MAIL_SERVER_CA_FILE: path.join(root, 'scripts/local-tls/localhost-cert.pem'),
    // …and listen on this machine, which only an operator's explicit allowance lets the portal reach.
    MAIL_SERVER_ALLOWED_HOSTS: '127.0.0.1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', async (code) => {
  await catcher.close();
  process.exit(code ?? 0);
});
