import type { UserDocuments } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AreaTexts } from '../../../../components/area-texts';
import { i18n } from '../../../../lib/i18n/i18n';
import { signIn } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { SUPPORT_PERMISSIONS } from '../../test/admin-user-fixtures';
import { DocumentsCard } from './documents-card';

const DOCUMENTS: UserDocuments = {
  invoices: [
    {
      kind: 'invoice',
      number: 'RE-2026-0002',
      date: '2026-03-01T10:00:00.000Z',
      amount: 119_00,
      currency: 'eur',
      e_invoice_formats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
      status: 'open',
    },
    {
      kind: 'invoice',
      number: 'RE-2026-0001',
      date: '2026-02-01T10:00:00.000Z',
      amount: 900_00,
      currency: 'eur',
      e_invoice_formats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
      status: 'partially_refunded',
    },
  ],
  credit_notes: [
    {
      kind: 'credit-note',
      number: 'GS-2026-0001',
      invoice: 'RE-2026-0001',
      date: '2026-02-10T10:00:00.000Z',
      amount: 300_00,
      currency: 'eur',
      e_invoice_formats: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'factur-x'],
      status: 'payment_method',
    },
  ],
};

function renderCard(documents: UserDocuments | null, parentId: number | null = null) {
  signIn(SUPPORT_PERMISSIONS);
  const api = mockFetch(documents ? { 'GET /v1/admin/users/42/documents': () => json(documents) } : {});
  // The admin texts load on demand, as the user detail page loads them.
  renderWithProviders(
    <AreaTexts area="admin">
      <DocumentsCard user={{ id: 42, parent_id: parentId }} />
    </AreaTexts>,
  );
  return api;
}

// jsdom does not download: a followed link only has to reach the handlers.
const keepPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', keepPage));
afterEach(() => document.removeEventListener('click', keepPage));

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByTestId('user-document-row') as HTMLElement[];

describe('user detail: documents card (issue 32)', () => {
  it("lists invoices and credit notes, each with the download menu at the staff's addresses", async () => {
    const api = renderCard(DOCUMENTS);
    const card = await screen.findByTestId('user-documents-card');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Invoices and credit notes');
    await screen.findByRole('table', { name: 'Invoices' });

    const invoices = rowsOf('Invoices');
    expect(invoices.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'RE-2026-0002',
      'RE-2026-0001',
    ]);
    const [open, partly] = invoices as [HTMLElement, HTMLElement];
    expect(within(open).getByText('Mar 1, 2026')).toBeTruthy();
    expect(within(open).getByText('€119.00')).toBeTruthy();
    expect(within(open).getByTestId('user-document-status').textContent).toBe('Open');
    expect(within(partly).getByTestId('user-document-status').textContent).toBe('Partially refunded');

    const [note] = rowsOf('Credit notes') as [HTMLElement];
    expect(within(note).getByText('for RE-2026-0001')).toBeTruthy();
    expect(within(note).getByTestId('user-document-status').textContent).toBe('Refunded to payment method');

    const user = userEvent.setup();
    await user.click(within(note).getByRole('button', { name: 'Download credit note GS-2026-0001' }));
    const menu = await screen.findByRole('menu', { name: 'Download credit note GS-2026-0001' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['PDF', '/v1/admin/users/42/credit-note/GS-2026-0001/pdf'],
      ['XRechnung (UBL)', '/v1/admin/users/42/credit-note/GS-2026-0001/e-invoice/xrechnung-ubl'],
      ['XRechnung (CII)', '/v1/admin/users/42/credit-note/GS-2026-0001/e-invoice/xrechnung-cii'],
      ['Peppol BIS Billing 3.0', '/v1/admin/users/42/credit-note/GS-2026-0001/e-invoice/peppol-bis'],
      ['Factur-X / ZUGFeRD (PDF)', '/v1/admin/users/42/credit-note/GS-2026-0001/e-invoice/factur-x'],
    ]);
    await user.click(items[0]!);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // The staff's address audits the download itself: the customer's audit call is not made.
    expect(api.count('POST /v1/user/audit')).toBe(0);

    await user.click(within(open).getByRole('button', { name: 'Download invoice RE-2026-0002' }));
    const invoiceMenu = await screen.findByRole('menu');
    expect(within(invoiceMenu).getByRole('menuitem', { name: 'XRechnung (CII)' }).getAttribute('href')).toBe(
      '/v1/admin/users/42/invoice/RE-2026-0002/e-invoice/xrechnung-cii',
    );
  });

  it('says when the account has no documents, in the UI language', async () => {
    renderCard({ invoices: [], credit_notes: [] });
    expect(await screen.findByText('No invoices or credit notes yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('words the card in German', async () => {
    await i18n.changeLanguage('de');
    try {
      renderCard({ invoices: [], credit_notes: DOCUMENTS.credit_notes });
      expect(await screen.findByText('Keine Rechnungen.')).toBeTruthy();
      const [note] = rowsOf('Gutschriften') as [HTMLElement];
      expect(within(note).getByText('Auf Zahlungsmittel erstattet')).toBeTruthy();
      expect(
        within(note).getByRole('button', { name: 'Gutschrift GS-2026-0001 herunterladen' }),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("points a sub-user's page to the account owner, asking nothing", async () => {
    const api = renderCard(null, 7);
    const owner = await screen.findByRole('link', { name: 'Open the account owner' });
    expect(owner.getAttribute('href')).toBe('/admin/users/7');
    expect(api.calls).toEqual([]);
  });
});
