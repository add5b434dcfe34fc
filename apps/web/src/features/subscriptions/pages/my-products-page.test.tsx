import type { Account, AppFigure, PaymentMethod, Subscription } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n';
import { makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { makeSubscription } from '../subscription-fixtures';
import { MyProductsPage } from './my-products-page';

const CARD: PaymentMethod = {
  id: 'pm_1',
  type: 'card',
  brand: 'visa',
  last4: '4242',
  created: 1_700_000_000,
  expMonth: 12,
  expYear: 2030,
  bankCode: null,
  country: null,
  isDefault: true,
};

interface World {
  subscriptions: Subscription[];
  account?: Partial<Account>;
  methods?: PaymentMethod[];
  /** What the DMP and Analytics apps reported: nothing ("not connected") unless the test says. */
  figures?: { votes?: number; audiences?: Partial<AppFigure>; impressions?: Partial<AppFigure> };
}

const appFigure = (figure: Partial<AppFigure> = {}): AppFigure => ({
  total: 0,
  connected: false,
  reportedAt: null,
  demo: false,
  ...figure,
});
const reported = (total: number, figure: Partial<AppFigure> = {}) =>
  appFigure({ total, connected: true, reportedAt: '2026-03-04T09:30:00Z', ...figure });

function renderPage(world: World) {
  signIn(OWNER_PERMISSIONS);
  let subscriptions = world.subscriptions;
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ card_brand: 'visa', ...world.account })),
    'GET /v1/subscription/all': () => json({ data: subscriptions }),
    'GET /v1/account/billing/payment-methods': () => json({ data: world.methods ?? [CARD] }),
    'GET /v1/user/votes': () => json({ total: world.figures?.votes ?? 0 }),
    'GET /v1/user/audiences': () => json(appFigure(world.figures?.audiences)),
    'GET /v1/monitoring/users': () => json(appFigure(world.figures?.impressions)),
    'PUT /v1/subscription/cancel': () => {
      subscriptions = subscriptions.map((s) => ({ ...s, status: 'canceled', ends_at: s.renews_at }));
      return json({
        message: 'Your subscription Tools Enterprise has been cancelled.',
        data: subscriptions[0],
      });
    },
    'PUT /v1/subscription/resume': () => {
      subscriptions = subscriptions.map((s) => ({ ...s, status: 'active', ends_at: null }));
      return json({
        message: 'Your subscription Tools Enterprise has been resumed.',
        data: subscriptions[0],
      });
    },
    'POST /v1/subscription/retention-offer': () => json({ data: null }),
    'PUT /v1/subscription/pause/end': (request) =>
      changed(request, { status: 'active', pause: null }, 'The pause has ended.'),
    'PUT /v1/subscription/yearly/withdraw': (request) =>
      changed(request, { pending_interval: null }, 'Your subscription stays monthly.'),
  });
  /** The subscription the request names, changed as the server would, in the list from now on. */
  function changed(request: MockRequest, change: Partial<Subscription>, message: string) {
    const { subscriptionId } = request.body as { subscriptionId: string };
    subscriptions = subscriptions.map((s) => (s.id === subscriptionId ? { ...s, ...change } : s));
    return json({ message, data: subscriptions.find((s) => s.id === subscriptionId) });
  }
  const { unmount } = renderWithProviders(<MyProductsPage />);
  return { api, user: userEvent.setup(), unmount };
}

const card = async (line: string) => screen.findByTestId(`license-card-${line}`);
const editButton = (element: HTMLElement) =>
  within(element).getByRole('button', { name: 'Change the number of licences' });

describe('my products: license cards', () => {
  it('shows a subscription with quantity, cost, plan, status, renewal, pencil and cancel', async () => {
    renderPage({ subscriptions: [makeSubscription()] });
    const tools = await card('tools');
    expect(within(tools).getByTestId('subscription-plan').textContent).toBe('Tools Enterprise');
    expect(within(tools).getByTestId('subscription-quantity').textContent).toContain('3');
    expect(within(tools).getByTestId('subscription-cost').textContent).toBe('€750.00 per month');
    expect(within(tools).getByTestId('subscription-status').textContent).toBe('Active');
    expect(within(tools).getByTestId('subscription-renews').textContent).toBe('Feb 10, 2026');
    await waitFor(() => expect(editButton(tools).hasAttribute('disabled')).toBe(false));
    expect(within(tools).getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Switch to yearly billing' })).toBeTruthy();
    expect(within(tools).queryByTestId('subscription-poll-views')).toBeNull();
  });

  it('shows the users line: extra users on Enterprise (en, de, fr), unlimited on Corporate', async () => {
    const tools = makeSubscription({ extra_users: 3, extra_user_monthly: 2_500, total: 82_500 });
    const expected = {
      en: '3 extra users × €25.00 / month',
      de: '3 zusätzliche Benutzer × 25,00 € / Monat',
      fr: '3 utilisateurs supplémentaires × 25,00 € / mois',
    } as const;
    for (const language of ['en', 'de', 'fr'] as const) {
      await i18n.changeLanguage(language);
      try {
        const { unmount } = renderPage({ subscriptions: [tools] });
        const users = within(await card('tools')).getByTestId('subscription-users');
        expect(users.textContent?.replace(/\u00a0|\u202f/g, ' ')).toBe(expected[language]);
        unmount();
      } finally {
        await i18n.changeLanguage('en');
      }
    }
    const { unmount } = renderPage({ subscriptions: [makeSubscription()] });
    expect(within(await card('tools')).getByTestId('subscription-users').textContent).toBe('No extra users');
    unmount();
    renderPage({ subscriptions: [makeSubscription({ name: 'Tools Corporate', product_id: 2 })] });
    expect(within(await card('tools')).getByTestId('subscription-users').textContent).toBe(
      'Unlimited users included',
    );
  });

  it('offers the store for products the account does not have', async () => {
    renderPage({ subscriptions: [makeSubscription()] });
    const dmp = await card('dmp');
    expect(within(dmp).getByText('You do not have DMP yet.')).toBeTruthy();
    expect(within(dmp).getByRole('link', { name: 'Buy DMP' }).getAttribute('href')).toBe('/store/dmp');
    expect(within(await card('analytics')).getByRole('link', { name: 'Buy Analytics' })).toBeTruthy();
  });

  it('corporate: no cancel or resume, no quantity change, contact instead of buying', async () => {
    renderPage({
      account: { card_brand: 'invoice' },
      methods: [],
      subscriptions: [
        makeSubscription({ name: 'Tools Corporate', product_id: 2, interval: 'year', pay_by_invoice: true }),
      ],
    });
    const tools = await card('tools');
    expect(within(tools).getByTestId('corporate-hint')).toBeTruthy();
    expect(within(tools).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(within(tools).queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(within(tools).queryByTestId('pause-button')).toBeNull();
    expect(editButton(tools).hasAttribute('disabled')).toBe(true);
    // Paying by invoice needs no payment method.
    expect(within(tools).queryByTestId('payment-method-prompt')).toBeNull();
    const dmp = await card('dmp');
    expect(within(dmp).getByRole('button', { name: 'Contact us' })).toBeTruthy();
    expect(within(dmp).queryByTestId('buy-button')).toBeNull();
  });

  it('incomplete: a prompt to the invoices, no quantity change, no cancel', async () => {
    renderPage({ subscriptions: [makeSubscription({ status: 'incomplete' })] });
    const tools = await card('tools');
    expect(within(tools).getByTestId('subscription-status').textContent).toBe('Incomplete');
    const prompt = within(tools).getByTestId('incomplete-prompt');
    expect(within(prompt).getByRole('link').getAttribute('href')).toBe('/billing/invoices');
    expect(editButton(tools).hasAttribute('disabled')).toBe(true);
    expect(within(tools).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('SEPA renewal overdue: still active (spec §4), a note to the invoice, no cancel or licence change', async () => {
    renderPage({
      subscriptions: [makeSubscription({ status: 'active', payment_overdue: true })],
      account: { card_brand: 'sepa_debit' },
    });
    const tools = await card('tools');
    expect(within(tools).getByTestId('subscription-status').textContent).toBe('Active');
    const prompt = within(tools).getByTestId('overdue-prompt');
    expect(prompt.textContent).toContain('we try again automatically');
    expect(within(prompt).getByRole('link', { name: 'See the invoice' }).getAttribute('href')).toBe(
      '/billing/invoices',
    );
    expect(within(tools).queryByTestId('incomplete-prompt')).toBeNull();
    expect(editButton(tools).hasAttribute('disabled')).toBe(true);
    expect(within(tools).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('no payment method: a prompt to the payment methods, no quantity change', async () => {
    renderPage({ account: { card_brand: null }, methods: [], subscriptions: [makeSubscription()] });
    const tools = await card('tools');
    const prompt = await within(tools).findByTestId('payment-method-prompt');
    expect(prompt.textContent).toContain('Add a payment method to change your licences.');
    expect(within(prompt).getByRole('link').getAttribute('href')).toBe('/billing/payment-methods');
    expect(editButton(tools).hasAttribute('disabled')).toBe(true);
  });

  it('metered: the poll views, updated once per day', async () => {
    renderPage({ subscriptions: [makeSubscription({ is_metered: '1', poll_views: 12_345 })] });
    const views = within(await card('tools')).getByTestId('subscription-poll-views');
    expect(views.textContent).toBe('12,345updated once per day');
    // Poll views are counted, never billed: a metered subscription may switch to yearly and pause.
    const tools = await card('tools');
    expect(within(tools).getByTestId('yearly-button')).toBeTruthy();
    expect(within(tools).getByTestId('pause-button')).toBeTruthy();
  });

  it('no quantity: a blank icon instead of the number', async () => {
    renderPage({ subscriptions: [makeSubscription({ quantity: 0, total: 0 })] });
    const quantity = within(await card('tools')).getByTestId('subscription-quantity');
    expect(within(quantity).getByTitle('No licences')).toBeTruthy();
  });

  it('cancels with a required reason and a comment (no offer), then shows the end date and resume', async () => {
    const { api, user } = renderPage({ subscriptions: [makeSubscription()] });
    const tools = await card('tools');
    await user.click(within(tools).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Tools Enterprise?' });
    expect(dialog.textContent).toContain('stays active until Feb 10, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      (await within(dialog).findByText('The reason field is required.')).closest('fieldset'),
    ).toBeTruthy();
    expect(api.count('POST /v1/subscription/retention-offer')).toBe(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Not using it enough' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Anything else you would like to tell us/ }),
      '  We only needed it for one campaign.  ',
    );
    await waitFor(() => expect(within(dialog).queryByText('The reason field is required.')).toBeNull());
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain(
      'Your subscription Tools Enterprise has been cancelled.',
    );
    expect(api.calls.find((call) => call.path === '/v1/subscription/retention-offer')?.body).toEqual({
      subscriptionId: 'sub_tools',
    });
    expect(api.calls.find((call) => call.path === '/v1/subscription/cancel')?.body).toEqual({
      subscriptionId: 'sub_tools',
      reason: 'unused',
      comment: 'We only needed it for one campaign.',
    });
    await waitFor(() =>
      expect(within(tools).getByTestId('subscription-status').textContent).toBe('Cancelled'),
    );
    expect(within(tools).getByTestId('subscription-ends').textContent).toBe('Feb 10, 2026');
    expect(within(tools).queryByTestId('pause-button')).toBeNull();

    await user.click(within(tools).getByRole('button', { name: 'Resume subscription' }));
    const resume = await screen.findByRole('dialog', { name: 'Resume Tools Enterprise?' });
    await user.click(within(resume).getByRole('button', { name: 'Resume subscription' }));
    await waitFor(() => expect(within(tools).getByTestId('subscription-status').textContent).toBe('Active'));
    expect(api.count('PUT /v1/subscription/resume')).toBe(1);
  });

  it('keeps the subscription when the confirmation is declined', async () => {
    const { api, user } = renderPage({ subscriptions: [makeSubscription()] });
    await user.click(within(await card('tools')).getByRole('button', { name: 'Cancel subscription' }));
    await user.click(await screen.findByRole('button', { name: 'Keep subscription' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('PUT /v1/subscription/cancel')).toBe(0);
  });
});

describe('my products: pause and yearly billing on the cards', () => {
  const pause = { starts_at: '2026-02-10T12:00:00.000Z', ends_at: '2026-04-10T12:00:00.000Z' };

  it('paused: the chip, the dates, cancel but no licence change; resume now after saying it charges now', async () => {
    const { api, user } = renderPage({
      subscriptions: [makeSubscription({ status: 'paused', pause, renews_at: pause.ends_at })],
    });
    const tools = await card('tools');
    expect(within(tools).getByTestId('subscription-status').textContent).toBe('Paused');
    const note = within(tools).getByTestId('pause-running');
    expect(note.textContent).toContain('Paused from Feb 10, 2026 until Apr 10, 2026.');
    expect(within(tools).getByTestId('cancel-button')).toBeTruthy();
    expect(within(tools).queryByTestId('pause-button')).toBeNull();
    expect(within(tools).queryByTestId('yearly-button')).toBeNull();
    expect(editButton(tools).hasAttribute('disabled')).toBe(true);

    await user.click(within(note).getByRole('button', { name: 'Resume now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Tools Enterprise now?' });
    expect(dialog.textContent).toContain('renews today: the new period starts now and is charged now');
    await user.click(within(dialog).getByRole('button', { name: 'Resume now' }));
    expect((await screen.findByTestId('snackbar')).textContent).toContain('The pause has ended.');
    await waitFor(() => expect(within(tools).getByTestId('subscription-status').textContent).toBe('Active'));
    expect(within(tools).queryByTestId('pause-running')).toBeNull();
    expect(api.calls.find((call) => call.path === '/v1/subscription/pause/end')?.body).toEqual({
      subscriptionId: 'sub_tools',
    });
  });

  it('a planned pause is withdrawn and a planned switch to yearly left for monthly; neither offers pause or switch', async () => {
    const { api, user } = renderPage({
      subscriptions: [
        makeSubscription({ pause }),
        makeSubscription({ id: 'sub_dmp', name: 'DMP Enterprise', product_id: 4, pending_interval: 'year' }),
      ],
    });
    const tools = await card('tools');
    expect(within(tools).getByTestId('subscription-status').textContent).toBe('Active');
    expect(within(tools).getByTestId('pause-planned').textContent).toContain(
      'Pause planned from Feb 10, 2026 until Apr 10, 2026.',
    );
    expect(within(tools).getByTestId('cancel-button')).toBeTruthy();
    expect(within(tools).queryByTestId('pause-button')).toBeNull();
    expect(within(tools).queryByTestId('yearly-button')).toBeNull();
    const dmp = await card('dmp');
    expect(within(dmp).getByTestId('yearly-pending').textContent).toContain(
      'Switches to yearly billing on Feb 10, 2026.',
    );
    expect(within(dmp).queryByTestId('pause-button')).toBeNull();
    expect(within(dmp).queryByTestId('yearly-button')).toBeNull();

    await user.click(within(tools).getByRole('button', { name: 'Withdraw pause' }));
    const withdraw = await screen.findByRole('dialog', { name: 'Withdraw the pause of Tools Enterprise?' });
    await user.click(within(withdraw).getByRole('button', { name: 'Withdraw pause' }));
    await waitFor(() => expect(within(tools).queryByTestId('pause-planned')).toBeNull());
    expect(within(tools).getByTestId('pause-button')).toBeTruthy();

    await user.click(within(dmp).getByRole('button', { name: 'Keep monthly billing' }));
    const keep = await screen.findByRole('dialog', { name: 'Keep monthly billing for DMP Enterprise?' });
    await user.click(within(keep).getByRole('button', { name: 'Keep monthly billing' }));
    await waitFor(() => expect(within(dmp).queryByTestId('yearly-pending')).toBeNull());
    expect(within(dmp).getByTestId('yearly-button')).toBeTruthy();
    expect(api.calls.find((call) => call.path === '/v1/subscription/pause/end')?.body).toEqual({
      subscriptionId: 'sub_tools',
    });
    expect(api.calls.find((call) => call.path === '/v1/subscription/yearly/withdraw')?.body).toEqual({
      subscriptionId: 'sub_dmp',
    });
  });
});

describe('my products: stat cards', () => {
  it('shows figures from their thresholds on, abbreviated', async () => {
    renderPage({
      subscriptions: [
        makeSubscription(),
        makeSubscription({ id: 'sub_dmp', name: 'DMP Enterprise', product_id: 4 }),
      ],
      figures: { votes: 12_345, audiences: reported(10), impressions: reported(100) },
    });
    const tools = await screen.findByTestId('stat-card-tools');
    await waitFor(() => expect(within(tools).getByTestId('animated-number').textContent).toBe('12.3K'));
    await waitFor(() =>
      expect(within(screen.getByTestId('stat-card-dmp')).getByTestId('animated-number').textContent).toBe(
        '10',
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('stat-card-analytics')).getByTestId('animated-number').textContent,
      ).toBe('100'),
    );
  });

  it('below the threshold: the academy guide for subscribers, a placeholder for the others', async () => {
    renderPage({
      subscriptions: [makeSubscription()],
      figures: { votes: 9, audiences: reported(9), impressions: reported(99) },
    });
    const tools = await screen.findByTestId('stat-card-tools');
    const guide = await within(tools).findByRole('link', { name: 'Tools Academy: get started (PDF)' });
    expect(guide.getAttribute('href')).toBe('/academy/tools-en.pdf');
    expect(within(screen.getByTestId('stat-card-dmp')).getByTestId('stat-placeholder')).toBeTruthy();
    expect(within(screen.getByTestId('stat-card-analytics')).getByTestId('stat-placeholder')).toBeTruthy();
  });

  it('says when the DMP and Analytics apps last reported, and which figures are the demo’s', async () => {
    renderPage({
      subscriptions: [makeSubscription({ id: 'sub_dmp', name: 'DMP Enterprise', product_id: 4 })],
      figures: { audiences: reported(157_700), impressions: reported(45_000, { demo: true }) },
    });
    const dmp = await screen.findByTestId('stat-card-dmp');
    await waitFor(() => expect(within(dmp).getByTestId('animated-number').textContent).toBe('157.7K'));
    expect(within(dmp).getByTestId('stat-reported-at').textContent).toMatch(/^Updated Mar 4, 2026, \d\d:30$/);
    expect(within(dmp).queryByText('Demo figure')).toBeNull();
    const analytics = screen.getByTestId('stat-card-analytics');
    await waitFor(() => expect(within(analytics).getByTestId('animated-number').textContent).toBe('45K'));
    expect(within(analytics).getByTestId('stat-demo').textContent).toBe('Demo figure');
    // The portal counts the votes itself: no report time, never a demo figure.
    const tools = screen.getByTestId('stat-card-tools');
    expect(within(tools).queryByTestId('stat-reported-at')).toBeNull();
    expect(within(tools).queryByTestId('stat-demo')).toBeNull();
  });

  it('before an app ever reported: "not connected" for its subscribers, the placeholder for the others', async () => {
    renderPage({
      subscriptions: [makeSubscription({ id: 'sub_dmp', name: 'DMP Enterprise', product_id: 4 })],
      figures: { votes: 50 },
    });
    const dmp = await screen.findByTestId('stat-card-dmp');
    expect((await within(dmp).findByTestId('stat-not-connected')).textContent).toBe(
      'Not connected yet: DMP has not sent any figures for your account.',
    );
    expect(within(dmp).queryByTestId('stat-figure')).toBeNull();
    expect(within(dmp).queryByTestId('stat-academy')).toBeNull();
    const analytics = screen.getByTestId('stat-card-analytics');
    expect(within(analytics).getByTestId('stat-placeholder').textContent).toBe(
      'Measure your reach with Analytics.',
    );
  });

  it('says "not connected" in German and French too', async () => {
    for (const [language, text] of [
      ['de', 'Noch nicht verbunden: DMP hat noch keine Kennzahlen für Ihr Konto gesendet.'],
      ['fr', 'Pas encore connecté : DMP n’a encore envoyé aucun chiffre pour votre compte.'],
    ] as const) {
      await i18n.changeLanguage(language);
      try {
        const { unmount } = renderPage({
          subscriptions: [makeSubscription({ id: 'sub_dmp', name: 'DMP Enterprise', product_id: 4 })],
        });
        const dmp = await screen.findByTestId('stat-card-dmp');
        expect((await within(dmp).findByTestId('stat-not-connected')).textContent).toBe(text);
        unmount();
      } finally {
        await i18n.changeLanguage('en');
      }
    }
  });

  it('asks for the page impressions of the last 30 days in Europe/Vienna', async () => {
    const { api } = renderPage({ subscriptions: [] });
    await screen.findByTestId('stat-card-analytics');
    await waitFor(() => expect(api.count('GET /v1/monitoring/users')).toBe(1));
  });
});
