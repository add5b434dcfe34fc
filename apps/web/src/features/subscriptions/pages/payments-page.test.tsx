import type { UpcomingInvoice } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { PaymentsPage } from './payments-page';

const unix = (iso: string) => Date.parse(iso) / 1000;

function renderPage(upcoming: UpcomingInvoice[]) {
  signIn(OWNER_PERMISSIONS);
  mockFetch({
    'GET /v1/account/me': () => json(makeAccount()),
    'GET /v1/invoice/upcoming': () => json({ data: upcoming }),
  });
  renderWithProviders(<PaymentsPage />);
}

describe('payments (upcoming)', () => {
  it('lists the next charge of each subscription with the ways to My Products and Invoices', async () => {
    renderPage([
      {
        name: 'Tools Enterprise',
        total: 90_000,
        is_metered: '1',
        last_updated: unix('2026-01-24T00:00:00Z'),
        next_payment_attempt: unix('2026-02-10T12:00:00Z'),
        subscriptionId: 'sub_tools',
        currency: 'eur',
      },
      {
        name: 'Analytics Enterprise',
        total: 36_000,
        is_metered: '0',
        last_updated: unix('2026-01-01T00:00:00Z'),
        next_payment_attempt: unix('2026-03-01T12:00:00Z'),
        subscriptionId: 'sub_analytics',
        currency: 'usd',
        // Paused (decision 0085): the renewal waits for the pause's end.
        paused_until: '2026-03-01T12:00:00Z',
      },
    ]);
    const [tools, analytics] = await screen.findAllByTestId('upcoming-payment');
    if (!tools || !analytics) throw new Error('two upcoming payments expected');
    expect(within(tools).getByRole('heading', { name: 'Tools Enterprise' })).toBeTruthy();
    expect(within(tools).getByTestId('upcoming-amount').textContent).toBe('€900.00');
    expect(within(tools).getByTestId('upcoming-date').textContent).toBe('Next payment on Feb 10, 2026');
    expect(within(tools).getByText('Metered: poll views last updated on Jan 24, 2026')).toBeTruthy();
    expect(within(tools).getByRole('link', { name: 'My Products' }).getAttribute('href')).toBe(
      '/subscriptions/my',
    );
    expect(within(tools).getByRole('link', { name: 'Invoices' }).getAttribute('href')).toBe(
      '/billing/invoices',
    );
    expect(within(analytics).getByTestId('upcoming-amount').textContent).toBe('$360.00');
    expect(within(analytics).queryByText(/Metered/)).toBeNull();
    expect(within(analytics).getByTestId('upcoming-paused').textContent).toBe(
      'Paused until Mar 1, 2026: this payment moves to that day.',
    );
    expect(within(tools).queryByTestId('upcoming-paused')).toBeNull();
  });

  it('shows a SEPA renewal’s debit day and its notice, sent or still to go (decision 0082)', async () => {
    const renewal = {
      is_metered: '0' as const,
      last_updated: unix('2026-01-01T00:00:00Z'),
      next_payment_attempt: unix('2026-02-10T12:00:00Z'),
      currency: 'eur' as const,
    };
    renderPage([
      {
        ...renewal,
        name: 'Tools Enterprise',
        total: 30_000,
        subscriptionId: 'sub_sent',
        sepaDebit: { debitOn: '2026-02-10', noticeSentAt: '2026-02-07T12:00:00Z', noticeOn: null },
      },
      {
        ...renewal,
        name: 'DMP Enterprise',
        total: 40_000,
        subscriptionId: 'sub_due',
        sepaDebit: { debitOn: '2026-02-12', noticeSentAt: null, noticeOn: '2026-02-09' },
      },
      {
        ...renewal,
        name: 'Analytics Enterprise',
        total: 36_000,
        subscriptionId: 'sub_card',
        sepaDebit: null,
      },
    ]);
    const [sent, due, card] = await screen.findAllByTestId('upcoming-payment');
    if (!sent || !due || !card) throw new Error('three upcoming payments expected');
    expect(within(sent).getByTestId('upcoming-debit-date').textContent).toBe(
      'Debited by SEPA direct debit on Feb 10, 2026',
    );
    expect(within(sent).getByTestId('upcoming-debit-notice').textContent).toBe('Notice sent on Feb 7, 2026');
    expect(within(due).getByTestId('upcoming-debit-date').textContent).toBe(
      'Debited by SEPA direct debit on Feb 12, 2026',
    );
    expect(within(due).getByTestId('upcoming-debit-notice').textContent).toBe(
      'Notice will be sent on Feb 9, 2026',
    );
    expect(within(card).queryByTestId('upcoming-debit-date')).toBeNull();
  });

  it('says so when nothing is coming up', async () => {
    renderPage([]);
    expect((await screen.findByTestId('no-upcoming-payments')).textContent).toContain(
      'No payments are coming up.',
    );
  });

  it('says the list did not load instead of showing an empty one, and retries', async () => {
    signIn(OWNER_PERMISSIONS);
    let attempts = 0;
    mockFetch({
      'GET /v1/account/me': () => json(makeAccount()),
      'GET /v1/invoice/upcoming': () => {
        attempts += 1;
        return attempts === 1 ? json({ status: 'conflict', message: 'Busy.' }, 409) : json({ data: [] });
      },
    });
    renderWithProviders(<PaymentsPage />);
    const failed = await screen.findByTestId('load-failed');
    expect(failed.textContent).toContain('Your subscriptions could not be loaded.');
    within(failed).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTestId('no-upcoming-payments')).toBeTruthy();
  });
});
