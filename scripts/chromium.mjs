// Finds the Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium.
// As root on Debian it installs the `chromium` package when missing; it never downloads a browser build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/etc/debian_version')) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync(wanted)) return wanted;
  }
  console.error(
    `No Chromium at ${wanted}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
