import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical axe findings on the current page, one line each (none is the goal). */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    // Dialogs and snackbars fade in and out; checking contrast mid-transition measures a
    // half-transparent page.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await page.waitForTimeout(300);
    // A transition may still start while axe reads the page (a snackbar's timed exit): then its
    // colours were measured mid-way, and the page is read again once it has settled.
    await page.evaluate(() => {
      const flags = window as unknown as { axeSawMotion?: boolean };
      flags.axeSawMotion = false;
      for (const type of ['transitionstart', 'animationstart']) {
        document.addEventListener(type, () => (flags.axeSawMotion = true), { capture: true, once: true });
      }
    });
    const results = await new AxeBuilder({ page }).analyze();
    const moved = await page.evaluate(
      () =>
        (window as unknown as { axeSawMotion?: boolean }).axeSawMotion === true ||
        document.getAnimations().some((animation) => animation.playState === 'running'),
    );
    if (moved && attempt < 3) continue;
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
  }
}
