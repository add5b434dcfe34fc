import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_PERMISSIONS, signIn } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { documentDownloads } from '../document-downloads';
import { DownloadMenu } from './download-menu';

const PDF = 'http://localhost/v1/credit-note/GS-2026-0001/pdf';

function renderMenu() {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({ 'POST /v1/user/audit': () => json({ message: 'Recorded.' }) });
  renderWithProviders(
    <DownloadMenu
      downloads={documentDownloads('credit-note', { number: 'GS-2026-0001', pdf: PDF })}
      event="downloadCreditNote"
      label="Download credit note GS-2026-0001"
    />,
  );
  return api;
}

// jsdom does not download: a followed link only has to reach the handlers.
const keepPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', keepPage));
afterEach(() => document.removeEventListener('click', keepPage));

describe('download menu', () => {
  it('offers the PDF and the four e-invoices by keyboard, and records the chosen download', async () => {
    const api = renderMenu();
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Download credit note GS-2026-0001' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Download credit note GS-2026-0001' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['PDF', PDF],
      ['XRechnung (UBL)', '/v1/credit-note/GS-2026-0001/e-invoice/xrechnung-ubl'],
      ['XRechnung (CII)', '/v1/credit-note/GS-2026-0001/e-invoice/xrechnung-cii'],
      ['Peppol BIS Billing 3.0', '/v1/credit-note/GS-2026-0001/e-invoice/peppol-bis'],
      ['Factur-X / ZUGFeRD (PDF)', '/v1/credit-note/GS-2026-0001/e-invoice/factur-x'],
    ]);
    expect(items.every((item) => item.hasAttribute('download'))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.count('POST /v1/user/audit')).toBe(1));
    expect(api.calls.find((call) => call.path === '/v1/user/audit')?.body).toEqual({
      event: 'downloadCreditNote',
      new_value: { link: '/v1/credit-note/GS-2026-0001/e-invoice/xrechnung-ubl' },
    });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape with the focus back on its button, recording nothing', async () => {
    const api = renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Download credit note GS-2026-0001' });
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(api.count('POST /v1/user/audit')).toBe(0);
  });
});
