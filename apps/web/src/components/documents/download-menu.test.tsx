import { E_INVOICE_FORMATS, type EInvoiceFormat } from '@portal/contract/e-invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
import { DownloadMenu } from './download-menu';

const hrefOf = (format: string) => `/files/GS-2026-0001/${format}`;

function renderMenu(eInvoiceFormats: readonly EInvoiceFormat[] = E_INVOICE_FORMATS) {
  const onDownload = vi.fn();
  renderWithProviders(
    <DownloadMenu
      eInvoiceFormats={eInvoiceFormats}
      hrefOf={hrefOf}
      onDownload={onDownload}
      label="Download credit note GS-2026-0001"
    />,
  );
  return onDownload;
}

// jsdom does not download: a followed link only has to reach the handlers.
const keepPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', keepPage));
afterEach(() => document.removeEventListener('click', keepPage));

describe('download menu', () => {
  it('offers the PDF and the four e-invoices by keyboard at the given addresses, and tells the choice', async () => {
    const onDownload = renderMenu();
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Download credit note GS-2026-0001' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Download credit note GS-2026-0001' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['PDF', '/files/GS-2026-0001/pdf'],
      ['XRechnung (UBL)', '/files/GS-2026-0001/xrechnung-ubl'],
      ['XRechnung (CII)', '/files/GS-2026-0001/xrechnung-cii'],
      ['Peppol BIS Billing 3.0', '/files/GS-2026-0001/peppol-bis'],
      ['Factur-X / ZUGFeRD (PDF)', '/files/GS-2026-0001/factur-x'],
    ]);
    expect(items.every((item) => item.hasAttribute('download'))).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Enter}');
    expect(onDownload).toHaveBeenCalledExactlyOnceWith('/files/GS-2026-0001/xrechnung-ubl');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape with the focus back on its button, telling nothing', async () => {
    const onDownload = renderMenu();
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Download credit note GS-2026-0001' });
    await user.click(button);
    expect(await screen.findByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('offers only the e-invoices the document can be had in', async () => {
    renderMenu(['xrechnung-ubl', 'xrechnung-cii', 'factur-x']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download credit note GS-2026-0001' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PDF',
      'XRechnung (UBL)',
      'XRechnung (CII)',
      'Factur-X / ZUGFeRD (PDF)',
    ]);
  });
});
