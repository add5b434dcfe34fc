import type { PauseQuote, RetentionOffer, YearlyQuote } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { loadArea } from '../../../lib/i18n/on-demand-area';
import { OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { makeSubscription } from '../subscription-fixtures';
import { CancelDialog } from './cancel-dialog';
import { PauseDialog } from './pause-dialog';
import { YearlyDialog } from './yearly-dialog';

const subscription = makeSubscription();
const changed = (message: string) => () => json({ message, data: subscription });
const bodiesOf = (api: ReturnType<typeof mockFetch>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.body);
/** The dialogs in German or French, as the page shows them once its texts have loaded. */
async function inLanguage(language: 'de' | 'fr', test: () => Promise<void>) {
  await loadArea('subscriptions', language);
  await applyLanguage(language);
  try {
    await test();
  } finally {
    await applyLanguage('en');
  }
}

/** Intl's money and dates space with no-break spaces in German and French. */
const plain = (element: HTMLElement) => element.textContent?.replace(/\u00a0|\u202f/g, ' ');

/** The server's pause of `months` months from the period's end (Feb 10), 3 licences at €250 + 20 % VAT. */
function pauseQuote(request: MockRequest) {
  const { months } = request.body as { months: number };
  const ends = `2026-0${2 + months}-10T12:00:00.000Z`;
  const quote: PauseQuote = {
    currency: 'eur',
    starts_at: '2026-02-10T12:00:00.000Z',
    ends_at: ends,
    skipped: { on: '2026-02-10T12:00:00.000Z', gross: 90_000 },
    next: { on: ends, gross: 90_000 },
  };
  return json({ data: quote });
}

/** The first yearly invoice: 3 × €2,760; now, with 16 of January's 31 days credited. */
function yearlyQuote(request: MockRequest) {
  const now = (request.body as { when: string }).when === 'now';
  const quote: YearlyQuote = {
    when: now ? 'now' : 'period_end',
    currency: 'eur',
    subtotal: 828_000,
    discount: 0,
    proration: now ? -38_710 : 0,
    net: now ? 789_290 : 828_000,
    tax: { amount: now ? 157_858 : 165_600, rate: 2000, reason: 'domestic' },
    gross: now ? 947_148 : 993_600,
    dueNow: now ? 947_148 : 0,
    period: now
      ? { start: '2026-01-25T12:00:00.000Z', end: '2027-01-25T12:00:00.000Z' }
      : { start: '2026-02-10T12:00:00.000Z', end: '2027-02-10T12:00:00.000Z' },
    yearly_unit: 276_000,
    monthly_unit_times_twelve: 300_000,
  };
  return json({ data: quote });
}

const OFFER: RetentionOffer = {
  coupon: { code: 'STAY20', name: 'Stay with us', percent_off: 20 },
  periods: 3,
  starts_at: '2026-02-10T12:00:00.000Z',
  currency: 'eur',
  regular_gross: 90_000,
  quote: {
    net: 60_000,
    discount: 15_000,
    tax: { amount: 12_000, rate: 2000, reason: 'domestic' },
    gross: 72_000,
  },
};

function open(dialog: 'pause' | 'yearly' | 'cancel') {
  const onClose = vi.fn();
  const Dialog = { pause: PauseDialog, yearly: YearlyDialog, cancel: CancelDialog }[dialog];
  renderWithProviders(<Dialog subscription={subscription} onClose={onClose} />);
  return { onClose, user: userEvent.setup() };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const enabled = (name: string) => waitFor(() => expect(button(name).hasAttribute('disabled')).toBe(false));

beforeEach(() => signIn(OWNER_PERMISSIONS));

describe('pause dialog', () => {
  it('quotes the months chosen, asks again when they change, and pauses for them', async () => {
    const api = mockFetch({
      'POST /v1/subscription/pause/quote': pauseQuote,
      'PUT /v1/subscription/pause': changed('Tools Enterprise will be paused.'),
    });
    const { user, onClose } = open('pause');
    expect(screen.getByRole('dialog', { name: 'Pause Tools Enterprise' })).toBeTruthy();
    expect((await screen.findByTestId('pause-period')).textContent).toBe(
      'Paused from Feb 10, 2026 until Mar 10, 2026',
    );
    expect(screen.getByTestId('pause-skipped').textContent).toBe('No charge on Feb 10, 2026 (€900.00)');
    expect(screen.getByTestId('pause-next').textContent).toBe('Next charge €900.00 on Mar 10, 2026');
    await user.click(screen.getByRole('radio', { name: '2 months' }));
    await waitFor(() =>
      expect(screen.getByTestId('pause-next').textContent).toBe('Next charge €900.00 on Apr 10, 2026'),
    );
    expect(bodiesOf(api, '/v1/subscription/pause/quote')).toEqual([
      { subscriptionId: 'sub_tools', months: 1 },
      { subscriptionId: 'sub_tools', months: 2 },
    ]);
    await enabled('Pause subscription');
    await user.click(button('Pause subscription'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(api, '/v1/subscription/pause')).toEqual([{ subscriptionId: 'sub_tools', months: 2 }]);
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Tools Enterprise will be paused.');
  });

  it('shows a refusal in the dialog and keeps the months chosen (in German)', async () => {
    await inLanguage('de', async () => {
      mockFetch({
        'POST /v1/subscription/pause/quote': pauseQuote,
        'PUT /v1/subscription/pause': () =>
          json({ status: 'conflict', message: 'Bitte bezahlen Sie zuerst die offene Rechnung.' }, 409),
      });
      const { user, onClose } = open('pause');
      await user.click(screen.getByRole('radio', { name: '3 Monate' }));
      await waitFor(() =>
        expect(plain(screen.getByTestId('pause-period'))).toBe('Pausiert vom 10.02.2026 bis 10.05.2026'),
      );
      expect(plain(screen.getByTestId('pause-skipped'))).toBe('Keine Belastung am 10.02.2026 (900,00 €)');
      await enabled('Abonnement pausieren');
      await user.click(button('Abonnement pausieren'));
      expect((await screen.findByTestId('form-dialog-error')).textContent).toBe(
        'Bitte bezahlen Sie zuerst die offene Rechnung.',
      );
      expect(onClose).not.toHaveBeenCalled();
      expect(screen.getByRole('radio', { name: '3 Monate' })).toHaveProperty('checked', true);
    });
  });
});

describe('switch-to-yearly dialog', () => {
  it('quotes both times with the saving, and switches now with an idempotency key and the SEPA notice', async () => {
    const api = mockFetch({
      'POST /v1/subscription/yearly/quote': yearlyQuote,
      'PUT /v1/subscription/yearly': () =>
        json({
          message: 'Tools Enterprise is now billed yearly.',
          data: makeSubscription({ interval: 'year' }),
          sepaDebit: {
            amount: 947_148,
            currency: 'eur',
            collectOn: '2026-01-26',
            mandateReference: 'SANDBOX-MANDATE1',
            creditorId: 'AT61ZZZ00000012345',
            account: 'DE •••• 3000',
          },
        }),
    });
    const { user, onClose } = open('yearly');
    const later = screen.getByRole('radio', {
      name: 'At the end of the current period (Feb 10, 2026), no charge now',
    });
    expect(later).toHaveProperty('checked', true);
    expect((await screen.findByTestId('quote-saving')).textContent).toBe(
      '€2,760.00 a year instead of €3,000.00',
    );
    expect(screen.getByTestId('quote-subtotal').textContent).toBe('€8,280.00');
    expect(screen.getByTestId('quote-tax').textContent).toBe('€1,656.00');
    expect(screen.getByTestId('quote-gross').textContent).toBe('€9,936.00');
    expect(screen.getByTestId('quote-dueNow').textContent).toBe('€0.00');
    expect(screen.queryByTestId('quote-proration')).toBeNull();

    await user.click(
      screen.getByRole('radio', {
        name: 'Now: the unused part of this month is credited and the year is charged today',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('quote-dueNow').textContent).toBe('€9,471.48'));
    expect(screen.getByTestId('quote-proration').textContent).toBe('−€387.10');
    expect(screen.getByTestId('quote-net').textContent).toBe('€7,892.90');
    expect(screen.getByTestId('quote-tax').textContent).toBe('€1,578.58');
    await enabled('Switch to yearly billing');
    await user.click(button('Switch to yearly billing'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [request] = api.calls.filter((call) => call.method === 'PUT');
    expect(request?.body).toEqual({ subscriptionId: 'sub_tools', when: 'now' });
    expect(request?.headers['idempotency-key']).toMatch(/.{16,}-now$/);
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'Tools Enterprise is now billed yearly. €9,471.48 will be debited from DE •••• 3000 on Jan 26, 2026',
    );
  });

  it('shows a refused quote and a refused switch in the dialog', async () => {
    mockFetch({
      'POST /v1/subscription/yearly/quote': (request) =>
        (request.body as { when: string }).when === 'now'
          ? json({ status: 'conflict', message: 'Pay the open invoice first.' }, 409)
          : yearlyQuote(request),
      'PUT /v1/subscription/yearly': () =>
        json({ status: 'payment_declined', message: 'Your payment was declined.' }, 402),
    });
    const { user, onClose } = open('yearly');
    await enabled('Switch to yearly billing');
    await user.click(button('Switch to yearly billing'));
    expect((await screen.findByTestId('form-dialog-error')).textContent).toBe('Your payment was declined.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: /^Now:/ }));
    expect((await screen.findByTestId('quote-error')).textContent).toBe('Pay the open invoice first.');
    expect(button('Switch to yearly billing').hasAttribute('disabled')).toBe(true);
  });
});

describe('cancel dialog with a retention offer', () => {
  it('shows the offer once a reason is given; accepting keeps the subscription', async () => {
    const api = mockFetch({
      'POST /v1/subscription/retention-offer': () => json({ data: OFFER }),
      'PUT /v1/subscription/retention-offer/accept': changed('Your discount starts with the next renewal.'),
    });
    const { user, onClose } = open('cancel');
    await user.click(screen.getByRole('radio', { name: 'Missing features' }));
    // Continue waits for the form's rules, which load with the dialog.
    await enabled('Continue');
    await user.click(button('Continue'));
    const offer = await screen.findByRole('dialog', { name: 'Before you go: an offer for Tools Enterprise' });
    expect(within(offer).getByTestId('retention-offer-headline').textContent).toBe(
      '20% off for the next 3 renewals',
    );
    expect(within(offer).getByTestId('retention-offer-renewal').textContent).toBe(
      'Your next renewal on Feb 10, 2026: €720.00 instead of €900.00',
    );
    expect(within(offer).getByTestId('quote-discount').textContent).toBe('−€150.00');
    expect(within(offer).getByTestId('quote-net').textContent).toBe('€600.00');
    expect(within(offer).getByText('VAT 20%')).toBeTruthy();
    expect(within(offer).getByTestId('quote-tax').textContent).toBe('€120.00');
    expect(within(offer).getByTestId('quote-gross').textContent).toBe('€720.00');
    await user.click(within(offer).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodiesOf(api, '/v1/subscription/retention-offer/accept')).toEqual([
      { subscriptionId: 'sub_tools' },
    ]);
    expect(api.count('PUT /v1/subscription/cancel')).toBe(0);
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'Your discount starts with the next renewal.',
    );
  });

  it('declining cancels with the reason and comment; a refusal keeps the offer and what was typed (in French)', async () => {
    await inLanguage('fr', async () => {
      let refuse = true;
      const api = mockFetch({
        'POST /v1/subscription/retention-offer': () => json({ data: OFFER }),
        'PUT /v1/subscription/cancel': () =>
          refuse
            ? json({ status: 'conflict', message: 'Réessayez dans un instant.' }, 409)
            : changed('Votre abonnement Tools Enterprise a été résilié.')(),
      });
      const { user, onClose } = open('cancel');
      await user.click(screen.getByRole('radio', { name: 'Trop cher' }));
      await user.type(screen.getByRole('textbox', { name: /Souhaitez-vous nous dire/ }), 'Budget réduit');
      await enabled('Continuer');
      await user.click(button('Continuer'));
      const offer = await screen.findByRole('dialog', { name: /Avant de partir/ });
      expect(plain(within(offer).getByTestId('retention-offer-headline'))).toBe(
        '20 % de réduction sur les 3 prochains renouvellements',
      );
      await user.click(within(offer).getByRole('button', { name: 'Résilier quand même' }));
      expect((await within(offer).findByTestId('form-dialog-error')).textContent).toBe(
        'Réessayez dans un instant.',
      );
      expect(onClose).not.toHaveBeenCalled();
      refuse = false;
      await user.click(within(offer).getByRole('button', { name: 'Résilier quand même' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      const body = { subscriptionId: 'sub_tools', reason: 'too_expensive', comment: 'Budget réduit' };
      expect(bodiesOf(api, '/v1/subscription/cancel')).toEqual([body, body]);
      expect(api.count('POST /v1/subscription/retention-offer')).toBe(1);
    });
  });
});
