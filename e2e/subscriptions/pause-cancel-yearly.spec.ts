import { expect, type Page, test } from '@playwright/test';
import { subscribeToTools } from '../support/purchase';
import { apiFromPage, expectAccessible, signIn, signInAsFreshCustomer } from '../support/session';
import { licenseCard, subscriptionNamed } from './subscriptions-support';

// Decision 0085: a fresh customer pauses and takes it back, switches to yearly billing at once and
// cancels with a reason; staff set a retention offer that a customer who cancels accepts instead.

const ANALYTICS_MONTH = {
  plan: 'analytics-enterprise-month-eur',
  productId: 3,
  interval: 'month',
  quantity: 1,
};

async function snackbarSays(page: Page, text: string | RegExp) {
  await expect(page.getByTestId('snackbar').last()).toContainText(text);
}

test('a customer plans a pause and withdraws it, switches to yearly now and cancels with a reason', async ({
  page,
}) => {
  test.slow();
  await signInAsFreshCustomer(page);
  await subscribeToTools(page);
  await page.goto('/subscriptions/my');
  const tools = licenseCard(page, 'tools');

  // In the dark theme: the pause dialog quotes what the pause skips and when charging starts again.
  await page.getByTestId('theme-toggle').click();
  await tools.getByTestId('pause-button').click();
  const pause = page.getByTestId('pause-dialog');
  await pause.getByRole('radio', { name: '2 months' }).check();
  await expect(pause).toContainText('Paused from');
  await expect(pause).toContainText(/No charge on .+ \(€\d+\.\d\d\)/);
  await expect(pause).toContainText(/Next charge €\d+\.\d\d on/);
  await expectAccessible(page);
  await pause.getByRole('button', { name: 'Pause subscription' }).click();
  await snackbarSays(page, 'Tools Enterprise');
  await expect(tools.getByTestId('pause-planned')).toContainText('Pause planned from');
  expect((await subscriptionNamed(page, 'Tools Enterprise')).pause).not.toBeNull();

  await tools.getByRole('button', { name: 'Withdraw pause' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw pause' }).click();
  await expect(tools.getByTestId('pause-planned')).toHaveCount(0);
  await page.getByTestId('theme-toggle').click();

  // Yearly now: the quote credits the unused month and charges the year; the card then bills yearly.
  await tools.getByTestId('yearly-button').click();
  const yearly = page.getByTestId('yearly-dialog');
  await yearly.getByRole('radio', { name: /^Now:/ }).check();
  await expect(yearly).toContainText('a year instead of');
  await expectAccessible(page);
  await yearly.getByRole('button', { name: 'Switch to yearly billing' }).click();
  await expect(yearly).toHaveCount(0);
  await expect.poll(async () => (await subscriptionNamed(page, 'Tools Enterprise')).interval).toBe('year');

  // Cancelling asks why; without a retention offer for Tools it cancels at once.
  await tools.getByTestId('cancel-button').click();
  const cancel = page.getByTestId('cancel-dialog');
  await cancel.getByRole('button', { name: 'Continue' }).click();
  await expect(cancel).toContainText('Why are you cancelling?');
  await cancel.getByRole('radio', { name: 'Missing features' }).check();
  await cancel.getByRole('textbox', { name: /Anything else/ }).fill('We need an export to our CRM.');
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Continue' }).click();
  await snackbarSays(page, 'Your subscription Tools Enterprise has been cancelled.');
  await expect(tools.getByTestId('subscription-status')).toHaveText('Cancelled');
});

test('staff set a retention offer; a customer who cancels is offered it once and accepts', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'admin@demo.test');
  await page.goto('/admin/finance');
  const offers = page.getByTestId('retention-offers-card');
  await offers.getByRole('button', { name: 'Set an offer for Analytics Enterprise' }).click();
  const dialog = page.getByTestId('retention-offer-dialog');
  await dialog.getByRole('combobox', { name: 'Coupon' }).click();
  await page.getByRole('option', { name: /PARTNER25/ }).click();
  await dialog.getByRole('spinbutton', { name: 'Renewals' }).fill('3');
  await dialog.getByRole('button', { name: 'Save offer' }).click();
  const row = offers.getByTestId('retention-offer-row').filter({ hasText: 'Analytics Enterprise' });
  await expect(row).toContainText('(PARTNER25) for 3 renewals');

  try {
    // The customer's own session.
    await page.context().clearCookies();
    await signInAsFreshCustomer(page);
    await subscribeToTools(page, ANALYTICS_MONTH);
    await page.goto('/subscriptions/my');
    const analytics = licenseCard(page, 'analytics');
    await analytics.getByTestId('cancel-button').click();
    const cancel = page.getByTestId('cancel-dialog');
    await cancel.getByRole('radio', { name: 'Too expensive' }).check();
    await cancel.getByRole('button', { name: 'Continue' }).click();
    const offer = page.getByTestId('retention-offer-dialog');
    await expect(offer.getByTestId('retention-offer-headline')).toContainText('for the next 3 renewals');
    await expect(offer.getByTestId('retention-offer-renewal')).toContainText('instead of');
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await expect(offer).toHaveCount(0);
    await expect(analytics.getByTestId('subscription-status')).toHaveText('Active');
    expect((await subscriptionNamed(page, 'Analytics Enterprise')).status).toBe('active');

    // Made once: cancelling now goes straight through.
    await analytics.getByTestId('cancel-button').click();
    await cancel.getByRole('radio', { name: 'Too expensive' }).check();
    await cancel.getByRole('button', { name: 'Continue' }).click();
    await snackbarSays(page, 'Your subscription Analytics Enterprise has been cancelled.');
  } finally {
    // Other journeys cancel without an offer: it goes again.
    await page.context().clearCookies();
    await signIn(page, 'admin@demo.test');
    const removed = await apiFromPage(page, 'DELETE', '/v1/finance/retention-offers/3');
    expect(removed.status).toBe(200);
  }
});
