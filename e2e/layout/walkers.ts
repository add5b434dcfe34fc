import type { Browser, Page } from '@playwright/test';
import { apiFromPage, dismissTermsIfShown, signIn } from '../support/session';
import { settle, trackRequests } from './open-page';

export interface SignedInPage {
  page: Page;
  id: number;
  permissions: string[];
}

/** A page of its own browser context, signed in once; the walk then moves it from route to route. */
export async function signedInPage(browser: Browser, email: string): Promise<SignedInPage> {
  const page = await (await browser.newContext()).newPage();
  trackRequests(page);
  await signIn(page, email);
  await dismissTermsIfShown(page);
  await settle(page);
  const me = await apiFromPage(page, 'GET', '/v1/account/me');
  const account = me.body as { id: number; permissions: string[] };
  return { page, id: account.id, permissions: account.permissions };
}

/** A signed-out page on the login, where every public route can be reached. */
export async function signedOutPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  trackRequests(page);
  await page.goto('/login');
  await settle(page);
  return page;
}
