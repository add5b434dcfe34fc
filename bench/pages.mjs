// Page benchmark (issue 35): Lighthouse 12 on every page of the portal, signed in with demo data,
// with its mobile preset (simulated slow 4G, 4× slower CPU) and its desktop preset, in Debian's
// Chromium (no browser download). Each page is measured RUNS times per preset (3 by default) and
// every figure is the median of its runs. The bare /login is measured in the same run, first in
// each round, so a reader sees how loaded the machine was.
//
//   node bench/pages.mjs                 starts `npm start` on a fresh PGlite data directory with
//                                        demo data, measures every page, records bench/RESULTS.md
//   node bench/pages.mjs --no-record     prints the table only
//   PAGES=/billing/invoices,/admin/finance RUNS=1 PRESETS=mobile node bench/pages.mjs --no-record
//                                        chosen pages, runs and presets (while working on a page)
//   BASE_URL=http://127.0.0.1:3000       measures a portal already running (with demo data)
//   LHR_DIR=/tmp/lhr                     keeps each run's Lighthouse report (JSON) there, to see
//                                        what a page spends its time on
//
// The JavaScript of a page is every script its fresh load fetched (the entry and all its chunks),
// gzip-compressed here at level 9, the same for every page whatever the server sends.
// Exit status 1 when a page misses a target; the figures are recorded all the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD, demoPortal, login, recordResults } from './server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PRESETS = (process.env.PRESETS ?? 'mobile,desktop').split(',');
const CUSTOMER = 'owner@demo.test';
const STAFF = 'admin@demo.test';

/** Targets of issue 35: customer pages and the signed-out ones, and staff pages (used on desktops). */
const TARGETS = {
  customer: { mobile: 90, desktop: 98 },
  staff: { mobile: 80, desktop: 98 },
  tbt: 200,
  cls: 0.05,
  lcp: 2500,
  loginJs: 150,
  pageJs: 250,
};

/** Every page of spec §2 that shows something of its own, with who sees it. `:id` is the owner's. */
const PAGES = [
  { path: '/login', role: 'public' },
  { path: '/register', role: 'public' },
  { path: '/forgot-password', role: 'public' },
  { path: '/', role: 'customer' },
  { path: '/store/tools', role: 'customer' },
  { path: '/store/dmp', role: 'customer' },
  { path: '/store/analytics', role: 'customer' },
  { path: '/subscriptions/my', role: 'customer' },
  { path: '/subscriptions/payments', role: 'customer' },
  { path: '/billing/invoices', role: 'customer' },
  { path: '/billing/credit-notes', role: 'customer' },
  { path: '/billing/invoice-data', role: 'customer' },
  { path: '/billing/payment-methods', role: 'customer' },
  { path: '/settings/account', role: 'customer' },
  { path: '/settings/notifications', role: 'customer' },
  { path: '/settings/mail-server', role: 'customer' },
  { path: '/management/users', role: 'customer' },
  { path: '/security/activities', role: 'customer' },
  { path: '/admin/users', role: 'staff' },
  { path: '/admin/users/:id', role: 'staff' },
  { path: '/admin/users/:id/sandbox-customer', role: 'staff' },
  { path: '/admin/finance', role: 'staff' },
  { path: '/admin/mail-outbox', role: 'staff' },
];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--window-size=1350,940',
];

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Signs in through the login form, as a person does; the cookies then serve every later tab. */
async function signIn(browser, base, email) {
  await signOut(browser);
  const page = await browser.newPage();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.keyboard.press('Enter')]);
  if (new URL(page.url()).pathname === '/login') throw new Error(`signing in as ${email} failed`);
  await page.close();
}

async function signOut(browser) {
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCookies');
  await page.close();
}

const scriptSizes = new Map();

/** Gzip size in KB of the scripts a Lighthouse run saw (each URL fetched and compressed once). */
async function gzipJsKb(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  for (const { url, resourceType } of items) {
    if (resourceType !== 'Script') continue;
    if (!scriptSizes.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      scriptSizes.set(url, gzipSync(body, { level: 9 }).length);
    }
    bytes += scriptSizes.get(url);
  }
  return bytes / 1024;
}

/** One Lighthouse run of `url` with `preset` in a new tab: a cold cache, the cookies kept. */
async function measure(browser, url, preset) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keeps the session cookies: Lighthouse would otherwise clear the origin's storage (and sign
      // out). The cache is cleared above instead, so every run is a first visit.
      disableStorageReset: true,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (process.env.LHR_DIR) {
      mkdirSync(process.env.LHR_DIR, { recursive: true });
      const name = `${preset}${finalPath.replaceAll('/', '_')}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.LHR_DIR, name), JSON.stringify(lhr));
    }
    return {
      score: (lhr.categories.performance.score ?? Number.NaN) * 100,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      js: await gzipJsKb(lhr),
      finalPath,
    };
  } finally {
    await page.close();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP on a busy machine): tried again twice. */
async function measureWithRetry(browser, url, preset) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(browser, url, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`again after: ${error.message}\n`);
    }
  }
}

async function ownerId(base) {
  const token = await login(base, STAFF);
  const response = await fetch(`${base}/v1/user/search?search=${encodeURIComponent(CUSTOMER)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = await response.json();
  const owner = data.find((user) => user.email === CUSTOMER);
  if (!owner) throw new Error(`${CUSTOMER} not found by the staff search`);
  return owner.id;
}

function chosenPages() {
  const wanted = process.env.PAGES?.split(',').map((entry) => entry.trim());
  // The bare /login is always measured: it is the reference for the machine's load.
  const pages = wanted ? PAGES.filter((page) => page.path === '/login' || wanted.includes(page.path)) : PAGES;
  if (wanted && pages.length - 1 < wanted.filter((entry) => entry !== '/login').length)
    throw new Error(`unknown page in PAGES; known: ${PAGES.map((page) => page.path).join(', ')}`);
  return pages;
}

const fmt = (value, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: digits }) : '—';

/** The page's line of the table and what it misses. */
function row(page, figures) {
  const target = TARGETS[page.role === 'staff' ? 'staff' : 'customer'];
  const missed = [];
  const { mobile, desktop } = figures;
  if (mobile) {
    if (mobile.score < target.mobile) missed.push(`mobile ${fmt(mobile.score)} < ${target.mobile}`);
    // TBT and LCP are mobile targets; staff pages are held to their mobile score only.
    if (page.role !== 'staff' && mobile.tbt > TARGETS.tbt) missed.push(`TBT ${fmt(mobile.tbt)} ms`);
    if (page.role !== 'staff' && mobile.lcp > TARGETS.lcp) missed.push(`LCP ${fmt(mobile.lcp)} ms`);
  }
  if (desktop && desktop.score < target.desktop)
    missed.push(`desktop ${fmt(desktop.score)} < ${target.desktop}`);
  const cls = Math.max(mobile?.cls ?? 0, desktop?.cls ?? 0);
  if (cls > TARGETS.cls) missed.push(`CLS ${fmt(cls, 3)}`);
  const js = (mobile ?? desktop).js;
  const jsBudget = page.path === '/login' ? TARGETS.loginJs : TARGETS.pageJs;
  if (js > jsBudget) missed.push(`JS ${fmt(js, 1)} KB > ${jsBudget}`);
  const cells = [
    `\`${page.path}\``,
    page.role,
    fmt(mobile?.score),
    fmt(mobile?.tbt),
    fmt(mobile?.lcp),
    fmt(cls, 3),
    fmt(desktop?.score),
    fmt(desktop?.tbt),
    fmt(js, 1),
    missed.length ? missed.join('; ') : 'all met',
  ];
  return { line: `| ${cells.join(' | ')} |`, missed };
}

async function main() {
  const record = !process.argv.includes('--no-record');
  const portal = await demoPortal('pages', 3270);
  const { base } = portal;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const started = Date.now();
  try {
    const pages = chosenPages();
    const id = pages.some((page) => page.path.includes(':id')) ? await ownerId(base) : null;
    const runs = new Map(pages.map((page) => [page.path, { mobile: [], desktop: [] }]));
    for (let round = 0; round < RUNS; round += 1) {
      // Pages in order of who sees them, so each round signs in twice at most.
      for (const role of ['public', 'customer', 'staff']) {
        const ofRole = pages.filter((page) => page.role === role);
        if (!ofRole.length) continue;
        if (role === 'public') await signOut(browser);
        else await signIn(browser, base, role === 'staff' ? STAFF : CUSTOMER);
        for (const page of ofRole) {
          const url = `${base}${page.path.replace(':id', id)}`;
          for (const preset of PRESETS) {
            const figures = await measureWithRetry(browser, url, preset);
            // A page that sent its visitor elsewhere (signed out, refused) measured the wrong page.
            const expected = new URL(url).pathname;
            if (figures.finalPath !== expected)
              throw new Error(`${expected} ended on ${figures.finalPath} (${preset})`);
            runs.get(page.path)[preset].push(figures);
            process.stderr.write(
              `round ${round + 1} ${preset} ${page.path}: ${fmt(figures.score)} TBT ${fmt(figures.tbt)} ms CLS ${fmt(figures.cls, 3)} LCP ${fmt(figures.lcp)} ms JS ${fmt(figures.js, 1)} KB\n`,
            );
          }
        }
      }
    }
    const lines = [
      `## ${new Date().toISOString().slice(0, 10)} — pages: \`node bench/pages.mjs\` (Lighthouse 12.8.2, ${RUNS} runs, median)`,
      '',
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, Debian Chromium ${await browser.version()}, \`npm start\` on PGlite with demo data; ${CUSTOMER} for customer pages, ${STAFF} for staff pages. Mobile preset: simulated slow 4G and 4× CPU slowdown; desktop preset. JS is the gzip (level 9) size of every script a fresh load fetched. Took ${Math.round((Date.now() - started) / 60000)} min.`,
      '',
      'Targets: customer and signed-out pages mobile ≥ 90, desktop ≥ 98, TBT ≤ 200 ms and LCP ≤ 2,500 ms on mobile; staff pages desktop ≥ 98, mobile ≥ 80; CLS ≤ 0.05 (the larger of both presets); JS ≤ 150 KB on /login, ≤ 250 KB elsewhere.',
      '',
      '| page | who | mobile score | mobile TBT ms | mobile LCP ms | CLS | desktop score | desktop TBT ms | JS KB gzip | targets |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    let missedAny = false;
    for (const page of pages) {
      const { mobile, desktop } = runs.get(page.path);
      const figures = {};
      for (const [preset, list] of [
        ['mobile', mobile],
        ['desktop', desktop],
      ]) {
        if (!list.length) continue;
        figures[preset] = Object.fromEntries(
          ['score', 'tbt', 'cls', 'lcp', 'js'].map((key) => [key, median(list.map((run) => run[key]))]),
        );
      }
      const { line, missed } = row(page, figures);
      if (missed.length) missedAny = true;
      lines.push(line);
    }
    const section = `${lines.join('\n')}\n`;
    console.log(section);
    if (record) recordResults(section);
    process.exitCode = missedAny ? 1 : 0;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
