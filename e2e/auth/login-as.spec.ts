import { expect, test } from '@playwright/test';
import { apiFromPage, DEMO_PASSWORD, expectAccessible, menuEntries, signIn } from '../support/session';

test('staff sign in as a customer, see the banner, and go back', async ({ page, request }) => {
  // The admin user list arrives with the admin area; it makes this same call with the row's id.
  const login = await request.post('/v1/login', {
    data: { email: 'owner@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/v1/account/me', { headers: { authorization: `Bearer ${token}` } });
  const owner = (await me.json()) as { id: number };

  await signIn(page, 'admin@demo.test');
  const loginAs = await apiFromPage(page, 'POST', '/v1/login/user', { id: owner.id, reason: 'support' });
  expect(loginAs.status).toBe(200);

  await page.goto('/');
  const banner = page.getByText(/You are signed in as .*owner@demo\.test/);
  await expect(banner).toBeVisible();
  await expect.poll(() => menuEntries(page)).not.toContain('Mail outbox');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back to my account' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => menuEntries(page)).toContain('Mail outbox');
});
