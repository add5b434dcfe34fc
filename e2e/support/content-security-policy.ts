import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of a page and of its frames: the browser's
 * `securitypolicyviolation` events and the console errors it writes for them (and for a
 * Permissions-Policy header it cannot read).
 */
export async function watchContentSecurityPolicy(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to|Permissions-Policy/i.test(text))
      fromConsole.push(text);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => {
    const fromEvents = await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
    );
    return [...fromConsole, ...fromEvents.flat()];
  };
}
