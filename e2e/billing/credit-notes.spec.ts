import { expect, type Page, test } from '@playwright/test';
import { apiFromPage, expectAccessible, signIn } from '../support/session';

interface CreditNoteRow {
  number: string;
  invoice: string;
  amount: number;
  pdf: string;
}

/** This browser only: the profile's language stays as it is for the other journeys. */
async function useGermanHere(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('portal.language', 'de'));
}

test('the owner downloads a credit note, in German, light and dark', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const answer = await apiFromPage(page, 'GET', '/v1/invoice/credit');
  expect(answer.status).toBe(200);
  const notes = (answer.body as { data: CreditNoteRow[] }).data;
  expect(notes.length).toBeGreaterThan(0);
  const note = notes[0]!;

  await useGermanHere(page);
  await page.goto('/billing/credit-notes');
  await expect(page.getByRole('heading', { level: 1, name: 'Gutschriften' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Gutschriften' });
  await expect(table.getByTestId('credit-note-row')).toHaveCount(notes.length);
  const row = table.getByRole('row', { name: new RegExp(note.number) });
  await expect(row.getByText(note.invoice)).toBeVisible();
  // German money: decimal comma, the euro sign after the amount.
  const euros = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(note.amount / 100);
  await expect(row.getByText(euros)).toBeVisible();
  await expectAccessible(page);

  const audit = page.waitForResponse(
    (response) => response.url().endsWith('/v1/user/audit') && response.request().method() === 'POST',
  );
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Gutschrift ${note.number} herunterladen` }).click();
  await page.getByRole('menuitem', { name: 'PDF', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  const recorded = await audit;
  expect(recorded.status()).toBe(200);
  expect(recorded.request().postDataJSON()).toEqual({
    event: 'downloadCreditNote',
    new_value: { link: note.pdf },
  });

  await page.getByRole('button', { name: 'Zum dunklen Design wechseln' }).click();
  await expect(page.getByRole('button', { name: 'Zum hellen Design wechseln' })).toBeVisible();
  await expectAccessible(page);
});
