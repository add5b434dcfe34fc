import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { apiFromPage, expectAccessible, signInAsFreshCustomer } from '../support/session';

/** A landscape photo-like picture, made here so the journey needs no binary fixture. */
const photo = () =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: '#2e7d32' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><circle cx="320" cy="200" r="150" fill="#fdd835"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

const imageCard = (page: Page) => page.getByRole('region', { name: 'Profile image' });
const topBarAvatar = (page: Page) => page.getByTestId('account-menu-button').locator('img');

/** Chooses a file the way a person does: the Upload button, clicked or pressed, opens the file chooser. */
async function chooseFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  via: 'mouse' | 'keyboard' = 'mouse',
) {
  const chooser = page.waitForEvent('filechooser');
  const button = imageCard(page).getByRole('button', { name: /^(Upload|Change) image$/ });
  if (via === 'keyboard') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  await (await chooser).setFiles(file);
}

test('a customer uploads a profile image, sees it in the top bar at once, and removes it, light and dark', async ({
  page,
}) => {
  await signInAsFreshCustomer(page);
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  await page.goto('/settings/account');
  const card = imageCard(page);
  await expect(card.getByRole('img', { name: /initials show instead/ })).toHaveText('FF');
  await expect(topBarAvatar(page)).toHaveCount(0);
  await expectAccessible(page);

  // Text dressed up as a PNG is refused by its content; the first message shows under the card.
  await chooseFile(
    page,
    { name: 'avatar.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') },
    'keyboard',
  );
  await expect(card.getByRole('alert')).toHaveText(
    'The file must be an image (JPEG, PNG, WebP, GIF or AVIF).',
  );
  // With the general message in a snackbar (spec §8), closed here so the next one shows at once.
  const invalid = page.getByRole('alert').filter({ hasText: 'The given data was invalid.' });
  await invalid.getByRole('button', { name: 'Close' }).click();
  await expect(invalid).toHaveCount(0);

  await chooseFile(page, { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await expect(page.getByText('Your profile image has been updated.')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  const shown = card.getByRole('img', { name: 'Your profile image' });
  await expect(shown).toHaveAttribute('src', /^\/storage\/user\/[0-9a-f-]{36}\.webp$/);
  const src = await shown.getAttribute('src');
  // The top bar follows without a reload, and the square WebP really loads.
  await expect(topBarAvatar(page)).toHaveAttribute('src', src ?? '');
  await expect
    .poll(() =>
      shown.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight]),
    )
    .toEqual([true, 256, 256]);

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Remove image' }).click();
  const question = page.getByTestId('remove-profile-image-confirm');
  await expect(question).toContainText('Remove the profile image?');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Your profile image has been removed.')).toBeVisible();
  await expect(card.getByRole('img', { name: /initials show instead/ })).toHaveText('FF');
  await expect(topBarAvatar(page)).toHaveCount(0);
  // The file is gone from the CDN too.
  expect((await page.request.get(src ?? '')).status()).toBe(404);
});
