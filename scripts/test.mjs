// `npm test`: lint, typecheck, unit + API + web component tests, web build, end-to-end tests.
// Ends with one line "tests: N passed, N failed" summing every runner's results.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const chromium = ensureChromium();

function run(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);
const steps = [
  () => run('lint', 'npm', ['run', 'lint']),
  () => run('typecheck', bin('tsc'), ['-p', 'tsconfig.json']),
  () =>
    run('unit, component and API tests', bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ]),
  () => run('web build', 'npm', ['run', 'build', '-w', 'apps/web']),
  () =>
    run('end-to-end tests', bin('playwright'), ['test'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json'),
    }),
];

let ok = true;
for (const step of steps) {
  if (!step()) {
    ok = false;
    break;
  }
}

let passed = 0;
let failed = 0;
const vitestReport = path.join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
const playwrightReport = path.join(reports, 'playwright.json');
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (!ok && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
