import { expect, type Page } from '@playwright/test';

const inFlight = new WeakMap<Page, { count: number; since: number }>();

/** Counts the page's requests from now on, so `settle` can wait until the network is quiet. */
export function trackRequests(page: Page): void {
  const state = { count: 0, since: Date.now() };
  inFlight.set(page, state);
  const finished = () => {
    state.count = Math.max(0, state.count - 1);
    state.since = Date.now();
  };
  page.on('request', () => {
    state.count += 1;
    state.since = Date.now();
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
}

/**
 * Waits until the page has its data: no request for 400 ms (as Playwright's `networkidle`, which only
 * applies to loads, not to the app's own navigation), no spinner or skeleton, nothing still moving.
 */
export async function settle(page: Page): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('Call trackRequests(page) first');
  await expect
    .poll(() => state.count === 0 && Date.now() - state.since >= 400, { intervals: [100] })
    .toBe(true);
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root').filter({ visible: true })).toHaveCount(
    0,
  );
  // Endless animations (a busy indicator) never finish; the check above sees those that matter.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // The stat figures count up in script, not as an animation; the screen-reader copy beside each
  // holds the final figure, which is also the widest.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="animated-number"]')].every(
      (shown) => shown.textContent === shown.nextElementSibling?.textContent,
    ),
  );
}

/**
 * Opens a route inside the running app, as a link would (no reload: the walk stays quick), and waits
 * until the router shows that route's page (the app marks it on `<html data-route>`: the address
 * changes before the page does) and the page has settled.
 */
export async function openPage(page: Page, stop: { path: string; name: string }): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, stop.path);
  await expect(page.locator('html'), `the page of ${stop.path}`).toHaveAttribute('data-route', stop.name);
  await settle(page);
}

/** Light or dark: the app keeps the choice in this browser (`portal.theme`), so a reload applies it. */
export async function switchScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((mode) => localStorage.setItem('portal.theme', mode), scheme);
  await page.reload();
  await settle(page);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
}
