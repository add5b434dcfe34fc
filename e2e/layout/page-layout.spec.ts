import { expect, type Page, test } from '@playwright/test';
import { seriousAxeFindings } from '../support/accessibility';
import { mainMenu } from '../support/session';
import { openPage, settle, switchScheme } from './open-page';
import { layoutProblems } from './page-fit';
import { planWalk, type WalkStop } from './route-walk';
import { signedInPage, signedOutPage } from './walkers';

// Every page of the route table as the users who may open it, at phone, tablet, laptop and desktop
// widths. One sign-in per user; the walk then moves each page from route to route inside the app.
// 1024 px: the side menu is fixed and three cards share what is left, the narrowest cards of all.
const WIDTHS = [360, 390, 768, 1024, 1440];
const DESKTOP = { width: 1440, height: 900 };

/** Collects every failing page and width instead of stopping at the first. */
const softly = expect.configure({ soft: true });

interface Walker {
  who: string;
  page: Page;
  stops: WalkStop[];
}

let walkers: Walker[] = [];

test.beforeAll(async ({ browser }) => {
  const customer = await signedInPage(browser, 'owner@demo.test');
  const staff = await signedInPage(browser, 'admin@demo.test');
  const plan = planWalk(customer.permissions, staff.permissions, { id: String(customer.id) });
  expect(plan.unreachable, 'routes neither demo user may open').toEqual([]);
  walkers = [
    { who: 'signed out', page: await signedOutPage(browser), stops: plan.signedOut },
    { who: 'owner@demo.test', page: customer.page, stops: plan.customer },
    { who: 'admin@demo.test', page: staff.page, stops: plan.staff },
  ];
});

test.afterAll(async () => {
  for (const walker of walkers) await walker.page.context().close();
});

/**
 * Whether the page's style sheets see the window's width: media queries at MUI's sm (600 px) and md
 * (900 px) breakpoints answer as that width should.
 */
function stylesSeeWidth(page: Page, width: number): Promise<boolean> {
  return page.evaluate((expected) => {
    let probe = document.getElementById('e2e-width-probe');
    if (!probe) {
      probe = document.createElement('style');
      probe.id = 'e2e-width-probe';
      probe.textContent =
        '@media (min-width: 600px) { :root { --e2e-sm: 1; } } @media (min-width: 900px) { :root { --e2e-md: 1; } }';
      document.head.append(probe);
    }
    const css = getComputedStyle(document.documentElement);
    const matches = (name: string) => css.getPropertyValue(name).trim() === '1';
    return (
      window.innerWidth === expected &&
      matches('--e2e-sm') === expected >= 600 &&
      matches('--e2e-md') === expected >= 900
    );
  }, width);
}

/**
 * Lets the page lay itself out again after the window changed size. Headless Chromium has been seen
 * keeping the previous width's media queries after a resize, for seconds (a 390 px window laid out
 * with the desktop's top bar): such a window is set again, one pixel off and back, until its styles
 * see the width — the walk measures the page at the width it names, not a browser's stale frame.
 */
async function resize(page: Page, width: number): Promise<void> {
  const height = width < 900 ? 844 : 900;
  const nextFrame = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.setViewportSize({ width, height });
  await nextFrame();
  for (let attempt = 1; !(await stylesSeeWidth(page, width)); attempt++) {
    if (attempt > 3) throw new Error(`The page's styles do not see the ${width} px window`);
    await page.setViewportSize({ width: width + 1, height });
    await nextFrame();
    await page.setViewportSize({ width, height });
    await nextFrame();
  }
  await settle(page);
}

test('every page fits the window from 360 to 1440 px: no sideways scrolling, nothing sticking out or cut off', async () => {
  test.setTimeout(240_000);
  for (const { who, page, stops } of walkers) {
    for (const stop of stops) {
      await resize(page, DESKTOP.width);
      await openPage(page, stop);
      for (const width of WIDTHS) {
        await resize(page, width);
        // Polled: under load Chromium has been seen drawing one frame after a resize with the old
        // width's styles; what stays too wide fails all the same.
        const failuresBefore = test.info().errors.length;
        const where = `${stop.path} as ${who} at ${width} px`;
        await softly.poll(() => layoutProblems(page), { message: where }).toEqual([]);
        if (test.info().errors.length > failuresBefore)
          await test.info().attach(where, { body: await page.screenshot(), contentType: 'image/png' });
      }
    }
  }
});

test('on a phone the side menu starts below the top bar', async () => {
  const { page } = walkers[1] as Walker;
  await resize(page, 390);
  await openPage(page, { path: '/', name: 'dashboard' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const first = mainMenu(page).getByRole('link').first();
  await expect(first).toBeVisible();
  await settle(page); // the menu slides in
  const box = await first.boundingBox();
  if (!box) throw new Error('The first menu entry has no box');
  // What a tap on the entry's middle would hit: the entry, not the top bar above it.
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(await first.textContent());
  await page.keyboard.press('Escape');
});

test('every page has no serious accessibility finding, in light and in dark mode', async () => {
  // Every page of five walkers, axe twice each: about four minutes beside another worker.
  test.setTimeout(420_000);
  for (const { who, page, stops } of walkers) {
    await resize(page, DESKTOP.width);
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      for (const stop of stops) {
        await openPage(page, stop);
        expect.soft(await seriousAxeFindings(page), `${stop.path} as ${who} in ${scheme} mode`).toEqual([]);
      }
    }
  }
});
