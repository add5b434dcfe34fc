// Where a page spends its main thread (issue 35): loads one page signed in, in Debian's Chromium with
// the CPU slowed down 4× as Lighthouse's mobile preset does, records a V8 CPU profile of the load,
// and prints the functions with the most time of their own and the modules they come from.
//
//   node bench/profile-page.mjs http://127.0.0.1:3000/admin/finance admin@demo.test
//
// Needs a portal running with demo data (`npm start`). Builds with `sourcemap: false` name the
// minified functions only; the module column (the chunk) and the callers still say where to look.
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from './server.mjs';

const [url, email = 'owner@demo.test'] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/profile-page.mjs <url> [email]');
const { origin } = new URL(url);

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.keyboard.press('Enter')]);
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_SLOWDOWN ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = performance.now();
  await page.goto(url, { waitUntil: 'networkidle0' });
  const loadMs = performance.now() - started;
  const { profile } = await cdp.send('Profiler.stop');

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (const [index, id] of profile.samples.entries())
    self.set(id, (self.get(id) ?? 0) + (deltas[index] ?? 0) / 1000);
  const functions = new Map();
  const modules = new Map();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id);
    const module = callFrame.url
      ? callFrame.url.replace(origin, '')
      : `(${callFrame.functionName || 'native'})`;
    const name = `${callFrame.functionName || '(anonymous)'} ${module}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    modules.set(module, (modules.get(module) ?? 0) + ms);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
      .join('\n');
  console.log(
    `${url}: loaded (network idle) in ${loadMs.toFixed(0)} ms with the CPU ${process.env.CPU_SLOWDOWN ?? 4}× slower`,
  );
  console.log(`\nSelf time by module:\n${top(modules, 15)}`);
  console.log(`\nSelf time by function:\n${top(functions, Number(process.env.TOP ?? 30))}`);
} finally {
  await browser.close();
}
