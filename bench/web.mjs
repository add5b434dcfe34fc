// Web benchmarks of the store, subscriptions and billing screens (issue "Store, subscriptions and
// billing screens"), in Debian Chromium against a running portal:
// - the gzip JavaScript each route adds when the signed-in user navigates to it from the dashboard;
// - the pricing page's interval switch: the longest interaction (Event Timing, as INP counts it);
// - LCP of My products on a fresh load;
// - the gzip JavaScript of a fresh load of /login and of every signed-in first page against the
//   budgets of issue 35 (/login ≤ 150 KB, every other first page ≤ 250 KB, all its chunks counted).
// Returns Markdown lines; bench/run.mjs calls it with the address of a portal it started.
// Only the first loads, against a running portal with demo data (`npm start`):
//   node bench/web.mjs --first-loads http://127.0.0.1:3000
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** Debian's Chromium, headless, with nothing that would reach the network. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const ROUTES = [
  '/store/tools',
  '/subscriptions/my',
  '/subscriptions/payments',
  '/billing/invoices',
  '/billing/credit-notes',
  '/billing/invoice-data',
  '/billing/payment-methods',
];

async function signedInPage(browser, base, email, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${base}/`);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Scripts fetched while the app navigates to `path` in the page (no reload), gzip size in KB. */
async function routeJs(page, path) {
  const bodies = [];
  const listener = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      bodies.push(await response.body());
    } catch {}
  };
  page.on('response', listener);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForTimeout(2000);
  page.off('response', listener);
  return bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
}

async function intervalSwitchInteraction(page, base) {
  await page.goto(`${base}/store/tools`);
  const yearly = page.getByTestId('interval-switch').getByRole('button', { name: 'Yearly' });
  await yearly.waitFor();
  await page.evaluate(() => {
    window.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) window.__interactions.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 0, buffered: true });
  });
  const durations = [];
  for (let i = 0; i < 10; i += 1) {
    const name = i % 2 === 0 ? 'Yearly' : 'Monthly';
    await page.getByTestId('interval-switch').getByRole('button', { name }).click();
    await page.waitForTimeout(150);
  }
  durations.push(...(await page.evaluate(() => window.__interactions)));
  return durations.length ? Math.max(...durations) : Number.NaN;
}

async function myProductsLcp(page, base) {
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    await page.goto(`${base}/subscriptions/my`, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 3000);
        }),
    );
    samples.push(lcp);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const LOGIN_BUDGET_KB = 150;
const FIRST_PAGE_BUDGET_KB = 250;
const PUBLIC_PAGES = ['/login', '/forgot-password', '/register', '/legal/terms'];
/** Every page of app/routes/route-table.ts a customer (the demo owner) opens. */
const CUSTOMER_PAGES = [
  '/',
  '/store/tools',
  '/store/dmp',
  '/store/analytics',
  '/subscriptions/my',
  '/subscriptions/payments',
  '/billing/invoices',
  '/billing/credit-notes',
  '/billing/invoice-data',
  '/billing/payment-methods',
  '/settings/account',
  '/settings/notifications',
  '/settings/mail-server',
  '/management/users',
  '/security/activities',
  '/404',
];
/** The staff pages, with the user detail of the first user of the list (and its sandbox page). */
const STAFF_PAGES = ['/', '/admin/users', '/admin/finance', '/admin/mail-outbox', '/security/activities'];

/**
 * Gzip size (KB) of every script a fresh load of `path` fetches until the network is idle, the
 * browser cache off: the entry, the page's chunks and whatever they load at once (texts, pickers).
 */
async function firstLoadJs(context, base, path) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {}
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  // A page that waits for the account request before loading its chunks can look idle in between.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { kb: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024, files: scripts.size };
}

async function userDetailPath(page, base) {
  await page.goto(`${base}/admin/users`, { waitUntil: 'networkidle' });
  await page.locator('tbody tr').first().click();
  await page.waitForURL(/\/admin\/users\/[^/]+$/);
  return new URL(page.url()).pathname;
}

/** A Markdown table of the first loads' JavaScript against the budgets of issue 35. */
export async function measureFirstLoads(browser, base, password) {
  const rows = [];
  const measure = async (who, context, path) => {
    const { kb, files } = await firstLoadJs(context, base, path);
    const budget = path === '/login' ? LOGIN_BUDGET_KB : FIRST_PAGE_BUDGET_KB;
    rows.push(
      `| ${path} | ${who} | ${kb.toFixed(1)} | ${files} | ${budget} | ${kb <= budget ? 'yes' : '**no**'} |`,
    );
  };
  const anonymous = await browser.newContext();
  for (const path of PUBLIC_PAGES) await measure('signed out', anonymous, path);
  await anonymous.close();
  const customer = await signedInPage(browser, base, 'owner@demo.test', password);
  for (const path of CUSTOMER_PAGES) await measure('owner', customer.context(), path);
  await customer.context().close();
  const staff = await signedInPage(browser, base, 'admin@demo.test', password);
  const detail = await userDetailPath(staff, base);
  for (const path of [...STAFF_PAGES, detail, `${detail}/sandbox-customer`])
    await measure('admin', staff.context(), path);
  await staff.context().close();
  return [
    '| page (fresh load) | user | JS gzip KB | files | budget KB | within |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ];
}

export async function measureWeb(base, { email, password }) {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, base, email, password);
    const sizes = [];
    for (const route of ROUTES) sizes.push([route, await routeJs(page, route)]);
    const inp = await intervalSwitchInteraction(page, base);
    const lcp = await myProductsLcp(page, base);
    const firstLoads = await measureFirstLoads(browser, base, password);
    return [
      `- JS each route adds after the dashboard (gzip, ${email}): ${sizes.map(([route, kb]) => `${route} ${kb.toFixed(1)} KB`).join(', ')}.`,
      `- Pricing page interval switch: longest of 10 interactions ${inp.toFixed(0)} ms (target INP ≤ 100 ms).`,
      `- My products LCP on a fresh load: median of 5 ${lcp.toFixed(0)} ms (target ≤ 1,000 ms).`,
      '- JS of a fresh load of each page (gzip of every script until the network is idle, cache off):',
      '',
      ...firstLoads,
    ];
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--first-loads');
  const base = at >= 0 ? process.argv[at + 1] : undefined;
  if (!base) {
    console.error('Usage: node bench/web.mjs --first-loads http://127.0.0.1:<port>');
    process.exit(2);
  }
  const browser = await launchChromium();
  try {
    console.log((await measureFirstLoads(browser, base, 'Portal-Demo-2026!')).join('\n'));
  } finally {
    await browser.close();
  }
}
