import type { PaymentMethod } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../../lib/i18n/i18n';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../../test/fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { PaymentMethodsPage } from '../../pages/payment-methods-page';

const CARD: PaymentMethod = {
  id: 'm-card',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  created: 1_700_000_000,
  expMonth: 4,
  expYear: 2030,
  bankCode: null,
  country: null,
  isDefault: true,
};
const SEPA: PaymentMethod = {
  id: 'm-sepa',
  type: 'sepa_debit',
  brand: null,
  last4: '3201',
  created: 1_700_000_100,
  expMonth: null,
  expYear: null,
  bankCode: '19043',
  country: 'AT',
  isDefault: false,
  mandate: {
    reference: 'SANDBOX-0A1B2C3D4E5F6789',
    // 14 March 2026, 23:30 UTC: the day the PDF prints is the UTC day, whatever the browser's zone.
    signedAt: Date.UTC(2026, 2, 14, 23, 30) / 1000,
    creditorId: 'AT61ZZZ00000012345',
    creditorName: 'Portal Software GmbH',
    ibanMasked: 'AT •••• 3201',
    holderName: 'Paula Payer',
    type: 'recurrent',
  },
};
const MANDATE_PATH = '/v1/account/billing/payment-methods/m-sepa/mandate';

function setup(language: 'en' | 'de' = 'en') {
  signIn(OWNER_PERMISSIONS);
  const api = mockFetch({
    'GET /v1/config': () => json({ paymentGateway: 'sandbox', stripePublishableKey: null }),
    'GET /v1/csrf-token': () => json({ token: 't' }),
    'GET /v1/account/me': () => json(makeAccount({ language })),
    'GET /v1/account/billing/payment-methods': () => json({ data: [CARD, SEPA] }),
    [`GET ${MANDATE_PATH}`]: () =>
      new Response('%PDF-1.3', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="sepa-mandate-SANDBOX-0A1B2C3D4E5F6789.pdf"',
        },
      }),
  });
  renderWithProviders(<PaymentMethodsPage />);
  return api;
}

/** The file the page hands to the browser's download: the link's name, as `saveFile` clicks it. */
function captureDownloads() {
  const saved: string[] = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the SEPA mandate on Payment methods', () => {
  it('unfolds a SEPA method’s mandate, downloads its PDF and says how to revoke it; a card has none', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const api = setup();
    const [card, sepa] = await screen.findAllByTestId('payment-method');
    expect(within(card as HTMLElement).queryByRole('button', { name: /mandate/i })).toBeNull();
    expect(screen.queryByTestId('sepa-mandate')).toBeNull();

    const toggle = within(sepa as HTMLElement).getByRole('button', {
      name: 'Show the SEPA mandate of SEPA Direct Debit •••• 3201',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide the SEPA mandate of SEPA Direct Debit •••• 3201');

    const mandate = await screen.findByTestId('sepa-mandate');
    expect(toggle.getAttribute('aria-controls')).toBe(mandate.parentElement?.closest('[id]')?.id);
    const text = mandate.textContent ?? '';
    for (const expected of [
      'SEPA Direct Debit Mandate',
      'Mandate referenceSANDBOX-0A1B2C3D4E5F6789',
      'CreditorPortal Software GmbH',
      'Creditor identifierAT61ZZZ00000012345',
      'Signed online onMar 14, 2026',
      'IBANAT •••• 3201',
      'Account holderPaula Payer',
      'Type of paymentRecurrent payment',
      'To revoke this mandate, delete this payment method.',
    ]) {
      expect(text).toContain(expected);
    }

    await user.click(
      within(mandate).getByRole('button', { name: 'Download mandate (PDF): SEPA Direct Debit •••• 3201' }),
    );
    await waitFor(() => expect(saved).toEqual(['sepa-mandate-SANDBOX-0A1B2C3D4E5F6789.pdf']));
    expect(api.count(`GET ${MANDATE_PATH}`)).toBe(1);

    await user.click(toggle);
    await waitFor(() => expect(screen.queryByTestId('sepa-mandate')).toBeNull());
  });

  it('speaks German, with the day as the PDF prints it', async () => {
    await applyLanguage('de');
    try {
      const user = userEvent.setup();
      setup('de');
      await user.click(
        await screen.findByRole('button', { name: 'SEPA-Mandat von SEPA-Lastschrift •••• 3201 anzeigen' }),
      );
      const text = (await screen.findByTestId('sepa-mandate')).textContent ?? '';
      for (const expected of [
        'SEPA-Lastschriftmandat',
        'MandatsreferenzSANDBOX-0A1B2C3D4E5F6789',
        'Gläubiger-IdentifikationsnummerAT61ZZZ00000012345',
        'Online unterzeichnet am14.03.2026',
        'ZahlungsartWiederkehrende Zahlung',
        'Mandat herunterladen (PDF)',
        'Um dieses Mandat zu widerrufen, löschen Sie diese Zahlungsmethode.',
      ]) {
        expect(text).toContain(expected);
      }
    } finally {
      await applyLanguage('en');
    }
  });

  it('reports a download that fails, and saves nothing', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    signIn(OWNER_PERMISSIONS);
    mockFetch({
      'GET /v1/config': () => json({ paymentGateway: 'sandbox', stripePublishableKey: null }),
      'GET /v1/csrf-token': () => json({ token: 't' }),
      'GET /v1/account/me': () => json(makeAccount({})),
      'GET /v1/account/billing/payment-methods': () => json({ data: [SEPA] }),
      [`GET ${MANDATE_PATH}`]: () =>
        json(
          {
            status: 'conflict',
            message: 'This payment method is a card: only a SEPA Direct Debit has a mandate.',
          },
          409,
        ),
    });
    renderWithProviders(<PaymentMethodsPage />);
    await user.click(await screen.findByRole('button', { name: /Show the SEPA mandate/ }));
    await user.click(await screen.findByRole('button', { name: /Download mandate \(PDF\)/ }));
    // Spec §8 "Payment methods": a failure the screen does not word itself shows the generic sentence.
    expect(
      await screen.findByText('An unexpected error occurred. Please try again or contact support.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
