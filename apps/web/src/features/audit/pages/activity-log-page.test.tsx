import type { AuditLogEntry, AuditLogPage } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbarStore } from '../../../lib/snackbar/snackbar-store';
import { ADMIN_PERMISSIONS, makeAccount, OWNER_PERMISSIONS, signIn } from '../../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render-app';
import { ActivityLogPage } from './activity-log-page';

const CUSTOMER = [...OWNER_PERMISSIONS, 'ACTIVITY_LOG.VIEW'];

const entry = (overrides: Partial<AuditLogEntry>): AuditLogEntry => ({
  key: 'k1',
  entity_type: 'user',
  entity_id: '7',
  entity_label: 'Billing data of owner@demo.test',
  event: 'updated',
  editor: { kind: 'user', id: 7, email: 'owner@demo.test', on_behalf_of: null },
  updated_at: '2026-03-29T01:30:05.000Z',
  old_values: { company: 'Old GmbH', city: 'Wien' },
  new_values: { company: 'New GmbH', city: 'Wien' },
  meta: { url: null, user_agent: 'Firefox', ip_address: '203.0.113.9' },
  ...overrides,
});

const ROWS: AuditLogEntry[] = [
  entry({}),
  entry({
    key: 'k2',
    entity_type: 'subscription',
    entity_id: '12',
    entity_label: 'Tools Enterprise',
    event: 'updated',
    editor: { kind: 'support', id: null, email: null, on_behalf_of: 'owner@demo.test' },
    old_values: {},
    new_values: {},
    meta: null,
  }),
  entry({
    key: 'k3',
    entity_type: 'invoice',
    entity_id: '2026-000123',
    entity_label: null,
    event: 'created',
    editor: { kind: 'system', id: null, email: null, on_behalf_of: null },
    old_values: {},
    new_values: {},
    meta: null,
  }),
  entry({
    key: 'k4',
    event: 'payment method added',
    entity_type: 'payment_method',
    entity_label: 'Visa •••• 4242',
    editor: { kind: 'user', id: 9, email: null, on_behalf_of: null },
    old_values: {},
    new_values: { token: '********', brand: 'visa' },
  }),
];

const page = (data: AuditLogEntry[], more: Partial<AuditLogPage> = {}): AuditLogPage => ({
  data,
  nextCursor: null,
  total: data.length,
  totalExact: true,
  totalEstimate: data.length,
  ...more,
});

type Answer = (request: MockRequest) => Response | Promise<Response>;

function renderLog(
  path = '/security/activities',
  {
    permissions = CUSTOMER,
    log = (() => json(page(ROWS))) as Answer,
    more = {} as Record<string, Answer>,
  } = {},
) {
  signIn(permissions);
  const api = mockFetch({
    'GET /v1/account/me': () => json(makeAccount({ permissions, timezone: 'Europe/Vienna' })),
    'GET /api/v1/audit/datatable': log,
    'GET /api/v1/audit/editors': () =>
      json({
        data: [
          { id: 7, email: 'owner@demo.test' },
          { id: 9, email: 'client@demo.test' },
        ],
      }),
    'GET /api/v1/audit/entities': () =>
      json({ data: [{ type: 'invoice', id: '2026-000123', label: 'Invoice 2026-000123' }] }),
    ...more,
  });
  let location: Location | null = null;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  renderWithProviders(
    <>
      <ActivityLogPage />
      <LocationProbe />
    </>,
    path,
  );
  const requests = () => api.calls.filter((call) => call.path === '/api/v1/audit/datatable');
  const lastQuery = () => requests().at(-1)?.query;
  const urlParams = () => new URLSearchParams(location?.search ?? '');
  return { api, requests, lastQuery, urlParams };
}

const rows = () => screen.findAllByTestId('activity-row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent ?? '');

describe('activity log page', () => {
  it('shows a customer the date in their zone, the entity, the event in words and the editor', async () => {
    const { lastQuery } = renderLog();
    const [first, second, third, fourth] = (await rows()) as HTMLElement[];
    expect(lastQuery()?.getAll('sort')).toEqual(['updated_at:desc']);
    expect(lastQuery()?.get('limit')).toBe('100');
    expect(lastQuery()?.has('cursor')).toBe(false);
    // 01:30 UTC on 29 March 2026 is 03:30 in Vienna, just after the clocks went forward.
    expect(cellTexts(first as HTMLElement).slice(1)).toEqual([
      '29.03.2026 03:30:05',
      'Billing data of owner@demo.test',
      'Updated',
      'owner@demo.test',
    ]);
    expect(cellTexts(second as HTMLElement).slice(4)).toEqual(['Support on behalf of owner@demo.test']);
    expect(cellTexts(third as HTMLElement).slice(2)).toEqual(['Invoice 2026-000123', 'Created', 'System']);
    expect(cellTexts(fourth as HTMLElement).slice(3)).toEqual(['Payment method added', 'Deleted user']);
    expect(screen.queryByRole('columnheader', { name: 'ID' })).toBeNull();
    expect(screen.queryByText('payment method added')).toBeNull();
    expect(screen.getByText(/Times are shown in your time zone \(Europe\/Vienna\)/)).toBeTruthy();
  });

  it('expands a customer’s rows that have values: old and new side by side, secrets masked', async () => {
    const user = userEvent.setup();
    renderLog();
    const [first, second, , fourth] = (await rows()) as HTMLElement[];
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Show details' })).toBeNull();
    await user.click(within(first as HTMLElement).getByRole('button', { name: 'Show details' }));
    const diff = await screen.findByRole('table', { name: 'Old and new values' });
    const lines = within(diff).getAllByRole('row').slice(1);
    expect(lines.map((line) => line.textContent)).toEqual([
      'company (changed)Old GmbHNew GmbH',
      'cityWienWien',
    ]);
    expect(lines[0]?.getAttribute('data-changed')).toBe('true');
    expect(lines[1]?.getAttribute('data-changed')).toBe('false');
    // A customer's own change: browser and IP, no route.
    const details = screen.getByTestId('audit-entry-details');
    expect(within(details).getByText('203.0.113.9')).toBeTruthy();
    expect(within(details).queryByText('Route')).toBeNull();

    await user.click(within(fourth as HTMLElement).getByRole('button', { name: 'Show details' }));
    const masked = await screen.findByTestId('masked-value');
    expect(masked.textContent).toContain('Hidden (secret)');
    expect(screen.queryByText('********')).toBeNull();
  });

  it('names the format a document was downloaded in, when it was an e-invoice', async () => {
    const download = (key: string, values: Record<string, unknown>) =>
      entry({
        key,
        entity_type: 'invoice',
        entity_label: 'Invoice RE-1',
        event: 'downloadInvoice',
        old_values: {},
        new_values: { number: 'RE-1', ...values },
      });
    renderLog('/security/activities', {
      log: () => json(page([download('d1', { format: 'xrechnung-ubl' }), download('d2', {})])),
    });
    const [asEInvoice, asPdf] = (await rows()) as HTMLElement[];
    expect(cellTexts(asEInvoice as HTMLElement)[3]).toBe('Invoice downloaded as XRechnung (UBL)');
    expect(cellTexts(asPdf as HTMLElement)[3]).toBe('Invoice downloaded');
  });

  it('shows a customer the changes someone else made, and says where they made them from stays private', async () => {
    const user = userEvent.setup();
    renderLog('/security/activities', {
      log: () =>
        json(
          page([
            entry({
              key: 'k9',
              entity_type: 'subscription',
              entity_label: 'Tools Enterprise',
              editor: { kind: 'user', id: 9, email: 'client@demo.test', on_behalf_of: null },
              old_values: { quantity: 1 },
              new_values: { quantity: 2 },
              meta: null,
            }),
          ]),
        ),
    });
    const [row] = (await rows()) as HTMLElement[];
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Show details' }));
    const details = await screen.findByTestId('audit-entry-details');
    expect(within(details).getByRole('table', { name: 'Old and new values' }).textContent).toContain(
      'quantity',
    );
    expect(within(details).queryByText('IP address')).toBeNull();
    expect(details.textContent).toContain(
      'Where others made a change from (IP address, browser) stays private: you see it on your own changes only.',
    );
  });

  it('shows staff the ids, raw names, meta and links to the editors’ admin pages', async () => {
    const user = userEvent.setup();
    renderLog('/security/activities', {
      permissions: ADMIN_PERMISSIONS,
      log: () =>
        json(
          page([
            entry({
              id: 4711,
              editor: { kind: 'support', id: 1, email: 'admin@demo.test', on_behalf_of: 'owner@demo.test' },
              meta: {
                url: '/v1/account/billing/information',
                user_agent: 'Chromium',
                ip_address: '198.51.100.1',
              },
            }),
          ]),
        ),
    });
    const [row] = (await rows()) as HTMLElement[];
    expect(screen.getByRole('columnheader', { name: 'ID' })).toBeTruthy();
    expect(within(row as HTMLElement).getByText('4711')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('user · 7')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('Support on behalf of owner@demo.test')).toBeTruthy();
    const link = within(row as HTMLElement).getByRole('link', { name: 'Open the user admin@demo.test' });
    expect(link.getAttribute('href')).toBe('/admin/users/1');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Show details' }));
    const details = await screen.findByTestId('audit-entry-details');
    expect(within(details).getByText('/v1/account/billing/information')).toBeTruthy();
    expect(within(details).getByText('Chromium')).toBeTruthy();
    expect(within(details).getByText('198.51.100.1')).toBeTruthy();
  });

  it('opens an audit link of another screen filtered by its type and id', async () => {
    const { lastQuery, urlParams, requests } = renderLog('/security/activities?type=invoice&id=2026-000123');
    await rows();
    expect(lastQuery()?.getAll('types')).toEqual(['invoice']);
    expect(lastQuery()?.getAll('ids')).toEqual(['2026-000123']);
    expect(urlParams().toString()).toBe('types=invoice&ids=2026-000123');
    // No unfiltered request went out first.
    expect(requests().every((request) => request.query.get('types') === 'invoice')).toBe(true);
  });

  it('reads the filters from the URL into the controls, dates in the user’s zone', async () => {
    const { lastQuery } = renderLog(
      '/security/activities?events=updated&editors=system&from=2026-10-25+00%3A30%3A00&to=2026-10-25+01%3A30%3A00',
    );
    await rows();
    expect(lastQuery()?.getAll('events')).toEqual(['updated']);
    expect(lastQuery()?.getAll('editors')).toEqual(['system']);
    expect(lastQuery()?.get('from')).toBe('2026-10-25 00:30:00');
    expect(within(screen.getByTestId('filter-events')).getByText('Updated')).toBeTruthy();
    expect(within(screen.getByTestId('filter-editors')).getByText('System')).toBeTruthy();
    // Both instants read 02:30 in Vienna: the clocks went back at 03:00.
    const from = screen.getByRole('group', { name: 'From' });
    const to = screen.getByRole('group', { name: 'To' });
    expect(from.textContent).toContain('25.10.2026 02:30');
    expect(to.textContent).toContain('25.10.2026 02:30');
  });

  it('filters by event and editor from the controls, into the URL, from the first page', async () => {
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderLog('/security/activities?cursor=abc');
    await rows();
    await user.click(screen.getByRole('combobox', { name: 'Events' }));
    await user.click(await screen.findByRole('option', { name: 'Payment method added' }));
    await waitFor(() => expect(lastQuery()?.getAll('events')).toEqual(['payment method added']));
    expect(lastQuery()?.has('cursor')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Editors' }));
    await user.click(await screen.findByRole('option', { name: 'client@demo.test' }));
    await waitFor(() => expect(lastQuery()?.getAll('editors')).toEqual(['9']));
    expect(urlParams().getAll('events')).toEqual(['payment method added']);
    expect(urlParams().getAll('editors')).toEqual(['9']);
  });

  it('finds entities by type and term for the entity filter', async () => {
    const user = userEvent.setup();
    const { api, lastQuery } = renderLog('/security/activities?types=invoice');
    await rows();
    await user.type(screen.getByRole('combobox', { name: 'Entities' }), '2026');
    // Searched 500 ms after the last key, among the chosen types.
    const searches = () => api.calls.filter((call) => call.path === '/api/v1/audit/entities');
    await waitFor(() => expect(searches().at(-1)?.query.get('searchTerm')).toBe('2026'), { timeout: 3000 });
    expect(searches().at(-1)?.query.getAll('entityTypes')).toEqual(['invoice']);
    expect(searches().filter((call) => call.query.has('searchTerm'))).toHaveLength(1);
    await user.click(await screen.findByRole('option', { name: /Invoice 2026-000123/ }));
    await waitFor(() => expect(lastQuery()?.getAll('ids')).toEqual(['2026-000123']));
    expect(within(screen.getByTestId('filter-ids')).getByText('Invoice 2026-000123')).toBeTruthy();
  });

  it('says nothing matches and resets the filters', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderLog('/security/activities?events=deleted', {
      log: (request) => json(page(request.query.has('events') ? [] : ROWS)),
    });
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Activity log' });
    await user.click(within(table).getByRole('button', { name: 'Reset filters' }));
    expect(await rows()).toHaveLength(4);
    expect(lastQuery()?.has('events')).toBe(false);
  });

  it('says when there is no activity at all', async () => {
    renderLog('/security/activities', { log: () => json(page([])) });
    expect(await screen.findByText('There is no activity yet.')).toBeTruthy();
  });

  it('shows a load failure in a snackbar for 6 s', async () => {
    renderLog('/security/activities', {
      log: () => json({ status: 'validation_failed', message: 'The selected position is invalid.' }, 422),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The selected position is invalid.');
    expect(snackbarStore.get()[0]?.duration).toBe(6000);
  });

  it('pages by cursor and says "more than" while the total is bounded', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderLog('/security/activities', {
      log: (request) =>
        json(
          request.query.get('cursor') === 'next.sig'
            ? page(ROWS.slice(0, 1), { total: 10_000, totalExact: false, nextCursor: 'more.sig' })
            : page(ROWS, { total: 10_000, totalExact: false, nextCursor: 'next.sig' }),
        ),
    });
    await rows();
    expect(screen.getByText('1–100 of more than 10,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery()?.get('cursor')).toBe('next.sig'));
    expect(await screen.findByText('101–200 of more than 10,000')).toBeTruthy();
  });

  it('remembers the rows per page for this user', async () => {
    const user = userEvent.setup();
    const { lastQuery } = renderLog();
    await rows();
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '300' }));
    await waitFor(() => expect(lastQuery()?.get('limit')).toBe('300'));
    // makeAccount's id is 7.
    expect(localStorage.getItem('portal.table.audit.activity.user.7.pageSize')).toBe('300');
  });

  it('downloads the filtered log as CSV, or shows why the server refused', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let refuse = false;
    const { api } = renderLog('/security/activities?events=updated&sort=event:asc', {
      more: {
        'GET /api/v1/audit/export.csv': () =>
          refuse
            ? json({ status: 'export_too_large', message: 'More than 100,000 rows: narrow the filter.' }, 422)
            : new Response('id\n1\n', { headers: { 'content-disposition': 'attachment; filename="a.csv"' } }),
      },
    });
    await rows();
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    const exported = api.calls.find((call) => call.path === '/api/v1/audit/export.csv')?.query;
    expect(exported?.getAll('events')).toEqual(['updated']);
    expect(exported?.getAll('sort')).toEqual(['event:asc']);
    expect(exported?.has('limit')).toBe(false);

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'More than 100,000 rows: narrow the filter.',
    );
  });
});

describe('the events a customer chooses from', () => {
  it('offers each event once by its words: one "Invoice downloaded"', async () => {
    const user = userEvent.setup();
    renderLog();
    await rows();
    await user.click(screen.getByRole('combobox', { name: 'Events' }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
    expect(names.filter((name) => name === 'Invoice downloaded')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('typing a date and time into From', () => {
  beforeEach(() => {
    // A desktop browser (a fine pointer): the field takes typing, as in the e2e journey.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('pointer: fine'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });

  /** Types into the From field from its first part, as fast as `delay` says, and leaves it with Enter. */
  async function typeFrom(text: string, delay: number | null) {
    const log = renderLog();
    await rows();
    const user = userEvent.setup({ delay });
    const field = () => screen.getByRole('group', { name: 'From' });
    await user.click(within(field()).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard(text);
    // The picker replaces the field it showed until the click (components/lazy-picker): read it anew.
    return { ...log, from: field, user };
  }

  for (const delay of [60, 0, null]) {
    it(`keeps 17:30 as typed at ${delay ?? 'no'} ms a key, and filters once it is entered`, async () => {
      const { from, user, urlParams, requests } = await typeFrom('010120261730', delay);
      expect(from().textContent).toContain('01.01.2026 17:30');
      // Nothing filters while the date is being typed.
      expect(urlParams().has('from')).toBe(false);
      expect(requests().some((request) => request.query.has('from'))).toBe(false);
      await user.keyboard('{Enter}');
      // 17:30 in Vienna in winter is 16:30 UTC.
      await waitFor(() => expect(urlParams().get('from')).toBe('2026-01-01 16:30:00'));
      expect(from().textContent).toContain('01.01.2026 17:30');
      await waitFor(() => expect(requests().at(-1)?.query.get('from')).toBe('2026-01-01 16:30:00'));
    });
  }

  it('reads the separators people type between the parts', async () => {
    const { from, user, urlParams } = await typeFrom('1.1.2026 9:05', 0);
    expect(from().textContent).toContain('01.01.2026 09:05');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(urlParams().get('from')).toBe('2026-01-01 08:05:00'));
    expect(from().textContent).toContain('01.01.2026 09:05');
  });

  it('keeps a date typed with its separators in full', async () => {
    const { from } = await typeFrom('31.12.2025 23:59', 60);
    expect(from().textContent).toContain('31.12.2025 23:59');
  });
});
