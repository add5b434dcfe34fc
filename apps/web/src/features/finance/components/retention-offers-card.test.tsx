import type { RetentionOfferSetting, RetentionOfferSettings } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaTexts } from '../../../components/area-texts';
import { applyLanguage } from '../../../lib/i18n/i18n';
import { clearSnackbars } from '../../../lib/snackbar/snackbar-store';
import { signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { RetentionOffersCard } from './retention-offers-card';

const FINANCE_ROLE = [
  'AUTHENTICATED',
  'MODULE_ADMIN.VIEW',
  'ADMIN.VIEW',
  'CURRENCIES.VIEW',
  'ALL_ENTITIES.VIEW',
];

const TOOLS: RetentionOfferSetting = { product_id: 1, product_name: 'Tools Enterprise', offer: null };
const OFFER = {
  coupon_id: 7,
  coupon_code: 'STAY20',
  percent_off: 20,
  periods: 3,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const COUPONS: RetentionOfferSettings['coupons'] = [
  { id: 7, code: 'STAY20', name: 'Stay with us', percent_off: 20 },
  { id: 8, code: 'HALF', name: 'Half price', percent_off: 50 },
];

function renderCard(
  offer: RetentionOfferSetting['offer'],
  answers: Record<string, (request: MockRequest) => Response>,
) {
  signIn(FINANCE_ROLE);
  let products: RetentionOfferSetting[] = [{ ...TOOLS, offer }];
  const saved = (next: RetentionOfferSetting['offer'], message: string) => {
    products = [{ ...TOOLS, offer: next }];
    return json({ message, data: products[0] });
  };
  const api = mockFetch({
    'GET /v1/finance/retention-offers': () => json({ data: products, coupons: COUPONS }),
    ...Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [
        key,
        (request: MockRequest) => {
          const response = answer(request);
          return response.ok
            ? saved(request.method === 'DELETE' ? null : OFFER, 'The offer has been saved.')
            : response;
        },
      ]),
    ),
  });
  renderWithProviders(
    <AreaTexts area="finance">
      <RetentionOffersCard />
    </AreaTexts>,
    '/admin/finance',
  );
  return api;
}

afterEach(() => clearSnackbars());

describe('the retention offers of the finance page', () => {
  it('sets an offer: a coupon for some renewals, sent as ids and numbers, then listed', async () => {
    const user = userEvent.setup();
    const api = renderCard(null, { 'PUT /v1/finance/retention-offers/1': () => json({}) });
    const row = await screen.findByTestId('retention-offer-row');
    expect(within(row).getByText('No offer')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Set an offer for Tools Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retention offer for Tools Enterprise' });
    await user.click(within(dialog).getByRole('combobox', { name: /Coupon/ }));
    await user.click(await screen.findByRole('option', { name: 'STAY20 · Stay with us · 20%' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: /Renewals/ }), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('The offer has been saved.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ couponId: 7, periods: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(row).findByText('20% (STAY20) for 3 renewals')).toBeTruthy();
  });

  it('shows the server’s refusal of the coupon under it and keeps what was chosen', async () => {
    const user = userEvent.setup();
    renderCard(OFFER, {
      'PUT /v1/finance/retention-offers/1': () =>
        json(
          {
            status: 'validation_failed',
            message: 'The given data was invalid.',
            errors: { couponId: ['The coupon has expired or is used up.'] },
          },
          422,
        ),
    });
    const row = await screen.findByTestId('retention-offer-row');
    await user.click(within(row).getByRole('button', { name: 'Change the offer for Tools Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retention offer for Tools Enterprise' });
    const periods = within(dialog).getByRole('spinbutton', { name: /Renewals/ });
    expect((periods as HTMLInputElement).value).toBe('3');
    await user.clear(periods);
    await user.type(periods, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    const coupon = within(dialog).getByRole('combobox', { name: /Coupon/ });
    // Under the coupon itself.
    const couponField = coupon.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(couponField).findByText('The coupon has expired or is used up.')).toBeTruthy();
    expect(coupon.textContent).toBe('STAY20 · Stay with us · 20%');
    expect((periods as HTMLInputElement).value).toBe('6');
  });

  it('removes an offer after asking', async () => {
    const user = userEvent.setup();
    const api = renderCard(OFFER, { 'DELETE /v1/finance/retention-offers/1': () => json({}) });
    const row = await screen.findByTestId('retention-offer-row');
    await user.click(within(row).getByRole('button', { name: 'Remove the offer for Tools Enterprise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the offer for Tools Enterprise?' });
    expect(api.count('DELETE /v1/finance/retention-offers/1')).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove offer' }));
    expect(await screen.findByText('The offer has been saved.')).toBeTruthy();
    expect(api.count('DELETE /v1/finance/retention-offers/1')).toBe(1);
    expect(await within(row).findByText('No offer')).toBeTruthy();
  });

  it('speaks German, naming the field a check fails on', async () => {
    await applyLanguage('de');
    try {
      const user = userEvent.setup();
      const api = renderCard(OFFER, { 'PUT /v1/finance/retention-offers/1': () => json({}) });
      const row = await screen.findByTestId('retention-offer-row');
      expect(within(row).getByText('20 % (STAY20) für 3 Verlängerungen')).toBeTruthy();
      await user.click(within(row).getByRole('button', { name: 'Angebot für Tools Enterprise ändern' }));
      const dialog = await screen.findByRole('dialog', { name: 'Halteangebot für Tools Enterprise' });
      const periods = within(dialog).getByRole('spinbutton', { name: /Verlängerungen/ });
      await user.clear(periods);
      await user.type(periods, '13');
      await user.tab();
      expect(
        await within(dialog).findByText('Anzahl der Verlängerungen darf höchstens 12 sein.'),
      ).toBeTruthy();
      expect(api.count('PUT /v1/finance/retention-offers/1')).toBe(0);
    } finally {
      await applyLanguage('en');
    }
  });
});
