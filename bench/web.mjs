// Web benchmarks of the store, subscriptions and billing screens (issue "Store, subscriptions and
// billing screens"), in Debian Chromium against a running portal:
// - the gzip JavaScript each route adds when the signed-in user navigates to it from the dashboard;
// - the pricing page's interval switch: the longest interaction (Event Timing, as INP counts it);
// - LCP of My products on a fresh load.
// Returns Markdown lines; bench/run.mjs calls it with the address of a portal it started.
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

export async function measureWeb(base, { email, password }) {
  const browser = await launchChromium();
  try {
    const page = await signedInPage(browser, base, email, password);
    const sizes = [];
    for (const route of ROUTES) sizes.push([route, await routeJs(page, route)]);
    const inp = await intervalSwitchInteraction(page, base);
    const lcp = await myProductsLcp(page, base);
    return [
      `- JS each route adds after the dashboard (gzip, ${email}): ${sizes.map(([route, kb]) => `${route} ${kb.toFixed(1)} KB`).join(', ')}.`,
      `- Pricing page interval switch: longest of 10 interactions ${inp.toFixed(0)} ms (target INP ≤ 100 ms).`,
      `- My products LCP on a fresh load: median of 5 ${lcp.toFixed(0)} ms (target ≤ 1,000 ms).`,
    ];
  } finally {
    await browser.close();
  }
}
