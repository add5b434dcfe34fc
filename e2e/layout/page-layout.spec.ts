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

/** Lets the page lay itself out again after the window changed size. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 900 ? 844 : 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await settle(page);
}

test('every page fits the window from 360 to 1440 px: no sideways scrolling, nothing sticking out or cut off', async () => {
  test.setTimeout(240_000);
  for (const { who, page, stops } of walkers) {
    for (const stop of stops) {
      await resize(page, DESKTOP.width);
      await openPage(page, stop.path);
      for (const width of WIDTHS) {
        await resize(page, width);
        // Polled: under load Chromium has been seen drawing one frame after a resize with the old
        // width's styles; what stays too wide fails all the same.
        await softly
          .poll(() => layoutProblems(page), { message: `${stop.path} as ${who} at ${width} px` })
          .toEqual([]);
      }
    }
  }
});

test('on a phone the side menu starts below the top bar', async () => {
  const { page } = walkers[1] as Walker;
  await resize(page, 390);
  await openPage(page, '/');
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
  test.setTimeout(240_000);
  for (const { who, page, stops } of walkers) {
    await resize(page, DESKTOP.width);
    for (const scheme of ['light', 'dark'] as const) {
      await switchScheme(page, scheme);
      for (const stop of stops) {
        await openPage(page, stop.path);
        expect.soft(await seriousAxeFindings(page), `${stop.path} as ${who} in ${scheme} mode`).toEqual([]);
      }
    }
  }
});
