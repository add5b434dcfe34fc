import { enumFilter } from '@portal/contract/table-params';
import { defineTable, type TablePage } from '@portal/contract/table-query';
import { queryOptions } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Location, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request as httpRequest } from '../../lib/http/http-client';
import { clearSnackbars, snackbarStore } from '../../lib/snackbar/snackbar-store';
import { ADMIN_PERMISSIONS, OWNER_PERMISSIONS, signIn } from '../../test/fixtures';
import { json, type MockRequest, mockFetch } from '../../test/mock-fetch';
import { renderWithProviders } from '../../test/render-app';
import { DataTable, type DataTableCursorPage, type DataTableProps } from './data-table';
import { dataTableColumnHelper } from './data-table-features';
import type { TableCursorRequest, TableRequest } from './table-url-state';
import { SEARCH_DEBOUNCE_MS } from './use-search-after-pause';

interface Person {
  id: number;
  email: string;
  name: string;
  created_at: string;
  note: string;
}

const people = defineTable({
  sortable: ['email', 'name', 'created_at'],
  defaultSort: [{ column: 'created_at', direction: 'desc' }],
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
  filters: { state: enumFilter(['active', 'suspended']), kind: enumFilter(['staff', 'customer']) },
});

const helper = dataTableColumnHelper<Person>();
const columns = helper.columns([
  helper.accessor('email', { header: 'E-mail' }),
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('created_at', { header: 'Created', sortDescFirst: true, meta: { nowrap: true } }),
  helper.accessor('note', { header: 'Internal note', meta: { rule: 'viewUsers' } }),
]);

const peopleQuery = (request: TableRequest) =>
  queryOptions({
    queryKey: ['test', 'people', request],
    queryFn: ({ signal }) =>
      httpRequest<TablePage<Person>>('GET', '/v1/test/people', { query: request, signal }),
  });

const person = (id: number): Person => ({
  id,
  email: `person${id}@example.test`,
  name: `Person ${id}`,
  created_at: '2026-03-01T10:00:00.000Z',
  note: `note ${id}`,
});

/** A server with 123 people: answers the requested page. */
const pageOf = (request: MockRequest, total = 123): TablePage<Person> => {
  const size = Number(request.query.get('pageSize'));
  const first = (Number(request.query.get('page')) - 1) * size;
  const ids = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => first + i + 1);
  return { data: ids.map(person), total, totalExact: true };
};

function renderPeople(
  path = '/people',
  answer: (request: MockRequest) => Response | Promise<Response> = (r) => json(pageOf(r)),
  props: Partial<
    Pick<
      DataTableProps<Person, string>,
      | 'renderExpanded'
      | 'rowCanExpand'
      | 'onRowClick'
      | 'toolbar'
      | 'emptyText'
      | 'renderEmpty'
      | 'pageSizeUser'
    >
  > = {},
) {
  const api = mockFetch({ 'GET /v1/test/people': answer });
  let location: Location | null = null;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  const view = renderWithProviders(
    <>
      <DataTable
        tableId="test.people"
        definition={people}
        columns={columns}
        query={peopleQuery}
        getRowId={(row) => String(row.id)}
        label="People"
        rowTestId="person-row"
        {...props}
      />
      <LocationProbe />
    </>,
    path,
  );
  const requests = () => api.calls.filter((call) => call.path === '/v1/test/people');
  const lastQuery = () => requests().at(-1)?.query;
  const urlParams = () => new URLSearchParams(location?.search ?? '');
  return { ...view, api, requests, lastQuery, urlParams };
}

/** A log of 25 entries paged by cursor: the cursor names the first row of the next page (`c11`). */
const log = defineTable({
  sortable: ['created_at'],
  defaultSort: [{ column: 'created_at', direction: 'desc' }],
  pageSizes: [10, 20],
  defaultPageSize: 10,
  filters: { state: enumFilter(['active', 'suspended']) },
});

const logQuery = (request: TableCursorRequest) =>
  queryOptions({
    queryKey: ['test', 'log', request],
    queryFn: ({ signal }) =>
      httpRequest<DataTableCursorPage<Person>>('GET', '/v1/test/log', { query: request, signal }),
  });

function logPage(request: MockRequest, total: { total: number; totalExact: boolean }, rows = 25) {
  const first = Number(request.query.get('cursor')?.slice(1) ?? 1);
  const limit = Number(request.query.get('limit'));
  const ids = Array.from({ length: Math.max(0, Math.min(limit, rows - first + 1)) }, (_, i) => first + i);
  const next = first + limit;
  return {
    data: ids.map(person),
    nextCursor: next <= rows ? `c${next}` : null,
    totalEstimate: total.total,
    ...total,
  };
}

function renderLog(path = '/log', total = { total: 25, totalExact: true }, rows = 25) {
  const api = mockFetch({ 'GET /v1/test/log': (request) => json(logPage(request, total, rows)) });
  let location: Location | null = null;
  function LocationProbe() {
    location = useLocation();
    return null;
  }
  renderWithProviders(
    <>
      <DataTable
        tableId="test.log"
        paging="cursor"
        definition={log}
        columns={columns}
        query={logQuery}
        getRowId={(row) => String(row.id)}
        label="Log"
        rowTestId="log-row"
        toolbar={({ setFilter }) => (
          <button type="button" onClick={() => setFilter('state', ['active'])}>
            active only
          </button>
        )}
      />
      <LocationProbe />
    </>,
    path,
  );
  const lastQuery = () => api.calls.filter((call) => call.path === '/v1/test/log').at(-1)?.query;
  const urlParams = () => new URLSearchParams(location?.search ?? '');
  return { lastQuery, urlParams };
}

const heading = (name: RegExp | string) => screen.getByRole('columnheader', { name });
const sortButton = (name: RegExp | string) => within(heading(name)).getByRole('button');

afterEach(() => {
  vi.useRealTimers();
});

describe('DataTable', () => {
  it('asks the server for the table’s default order and first page, and shows the rows', async () => {
    signIn(OWNER_PERMISSIONS);
    const { lastQuery } = renderPeople();
    expect(await screen.findAllByTestId('person-row')).toHaveLength(10);
    expect(lastQuery()?.getAll('sort')).toEqual(['created_at:desc']);
    expect(lastQuery()?.get('page')).toBe('1');
    expect(lastQuery()?.get('pageSize')).toBe('10');
    expect(heading('Created').getAttribute('aria-sort')).toBe('descending');
    expect(heading('E-mail').getAttribute('aria-sort')).toBe('none');
    expect(screen.getByText('1–10 of 123')).toBeTruthy();
  });

  it('names its column beside every value, for the cards a phone shows instead of the table', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople();
    const [first] = await screen.findAllByTestId('person-row');
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.firstElementChild?.textContent)).toEqual(['E-mail', 'Name', 'Created']);
    expect(cells.map((cell) => cell.lastElementChild?.textContent).slice(0, 2)).toEqual([
      'person1@example.test',
      'Person 1',
    ]);
  });

  it('sorts by one column on click, reverses on a second, and adds keys with Shift-click', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderPeople('/people?page=3');
    await screen.findAllByTestId('person-row');

    await user.click(sortButton('E-mail'));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['email:asc']));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(heading('E-mail').getAttribute('aria-sort')).toBe('ascending');
    expect(heading('Created').getAttribute('aria-sort')).toBe('none');

    await user.click(sortButton('E-mail'));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['email:desc']));

    await user.keyboard('{Shift>}');
    await user.click(sortButton('Name'));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['email:desc', 'name:asc']));
    expect(urlParams().getAll('sort')).toEqual(['email:desc', 'name:asc']);
    expect(heading(/Name/).getAttribute('aria-sort')).toBe('ascending');
    expect(within(heading(/Name/)).getByText('(sort key 2)', { exact: false })).toBeTruthy();

    // Shift+Enter on the focused heading adds a key from the keyboard too.
    sortButton('Created').focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await waitFor(() =>
      expect(lastQuery()?.getAll('sort')).toEqual(['email:desc', 'name:asc', 'created_at:desc']),
    );

    // A plain click sorts by that column alone, turning its direction.
    await user.click(sortButton(/Name/));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['name:desc']));
    expect(heading(/E-mail/).getAttribute('aria-sort')).toBe('none');
  });

  it('takes a key out on its third click: Shift for one of several, a plain click for the only one', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery } = renderPeople('/people?sort=email:asc&sort=name:desc');
    await screen.findAllByTestId('person-row');
    expect(lastQuery()?.getAll('sort')).toEqual(['email:asc', 'name:desc']);
    await user.keyboard('{Shift>}');
    await user.click(sortButton(/Name/));
    await user.keyboard('{/Shift}');
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['email:asc']));
    await user.click(sortButton(/E-mail/));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['email:desc']));
    // Without any key the table shows its own order again.
    await user.click(sortButton(/E-mail/));
    await waitFor(() => expect(lastQuery()?.getAll('sort')).toEqual(['created_at:desc']));
    expect(heading('Created').getAttribute('aria-sort')).toBe('descending');
  });

  it('restores search, sort, page, page size and filters from the URL, and ignores what the API would refuse', async () => {
    signIn(OWNER_PERMISSIONS);
    const { lastQuery, unmount } = renderPeople(
      '/people?search=person&sort=name:desc&page=2&pageSize=25&state=suspended&other=kept',
    );
    await screen.findAllByTestId('person-row');
    const query = lastQuery();
    expect(query?.get('search')).toBe('person');
    expect(query?.getAll('sort')).toEqual(['name:desc']);
    expect(query?.get('page')).toBe('2');
    expect(query?.get('pageSize')).toBe('25');
    expect(query?.getAll('state')).toEqual(['suspended']);
    expect(query?.has('other')).toBe(false);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('person');
    expect(heading('Name').getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByText('26–50 of 123')).toBeTruthy();
    unmount();

    const edited = renderPeople('/people?sort=password:asc&page=zero&pageSize=7&state=deleted');
    await screen.findAllByTestId('person-row');
    const fallback = edited.lastQuery();
    expect(fallback?.getAll('sort')).toEqual(['created_at:desc']);
    expect(fallback?.get('page')).toBe('1');
    expect(fallback?.get('pageSize')).toBe('10');
    expect(fallback?.has('state')).toBe(false);
  });

  it('pages forward and back, keeping the page in the URL', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderPeople();
    await screen.findAllByTestId('person-row');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('2'));
    expect(urlParams().get('page')).toBe('2');
    expect(await screen.findByText('11–20 of 123')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(lastQuery()?.get('page')).toBe('1'));
    expect(urlParams().has('page')).toBe(false);
  });

  it('remembers the page size per table for the next visit', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const first = renderPeople('/people?page=4');
    await screen.findAllByTestId('person-row');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '50' }));
    await waitFor(() => expect(first.lastQuery()?.get('pageSize')).toBe('50'));
    expect(first.lastQuery()?.get('page')).toBe('1');
    expect(localStorage.getItem('portal.table.test.people.pageSize')).toBe('50');
    first.unmount();

    const again = renderPeople('/people');
    expect(await screen.findAllByTestId('person-row')).toHaveLength(50);
    expect(again.lastQuery()?.get('pageSize')).toBe('50');
    // Another table keeps its own size.
    expect(localStorage.getItem('portal.table.other.pageSize')).toBeNull();
  });

  it('remembers the page size per user where the table asks for it', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const first = renderPeople('/people', undefined, { pageSizeUser: 7 });
    await screen.findAllByTestId('person-row');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(first.lastQuery()?.get('pageSize')).toBe('25'));
    expect(localStorage.getItem('portal.table.test.people.user.7.pageSize')).toBe('25');
    expect(localStorage.getItem('portal.table.test.people.pageSize')).toBeNull();
    first.unmount();

    const sameUser = renderPeople('/people', undefined, { pageSizeUser: 7 });
    expect(await screen.findAllByTestId('person-row')).toHaveLength(25);
    expect(sameUser.lastQuery()?.get('pageSize')).toBe('25');
    sameUser.unmount();

    const otherUser = renderPeople('/people', undefined, { pageSizeUser: 8 });
    expect(await screen.findAllByTestId('person-row')).toHaveLength(10);
    expect(otherUser.lastQuery()?.get('pageSize')).toBe('10');
  });

  it('searches 500 ms after the last key, from page 1, with one request', async () => {
    signIn(OWNER_PERMISSIONS);
    const { requests, lastQuery, urlParams } = renderPeople('/people?page=3');
    await screen.findAllByTestId('person-row');
    const before = requests().length;
    vi.useFakeTimers();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'p' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'pe ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(urlParams().has('search')).toBe(false);
    expect(requests().length).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    expect(urlParams().get('search')).toBe('pe');
    expect(urlParams().has('page')).toBe(false);
    vi.useRealTimers();
    await waitFor(() => expect(lastQuery()?.get('search')).toBe('pe'));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(requests().filter((call) => call.query.has('search'))).toHaveLength(1);
  });

  it('shows skeleton rows while the first page loads', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople('/people', () => new Promise<Response>(() => undefined));
    expect(await screen.findAllByTestId('data-table-skeleton')).toHaveLength(10);
    expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('true');
  });

  it('says so when nothing matches', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople('/people', () => json({ data: [], total: 0, totalExact: true }), {
      emptyText: 'Nobody here.',
    });
    expect(await screen.findByText('Nobody here.')).toBeTruthy();
    expect(screen.queryAllByTestId('person-row')).toHaveLength(0);
  });

  it('lets the page word an empty result and reset the search and filters from it', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderPeople(
      '/people?search=zz&state=active&sort=name:asc&other=kept',
      (r) => json(r.query.has('search') ? { data: [], total: 0, totalExact: true } : pageOf(r)),
      {
        renderEmpty: ({ reset, search }) => (
          <button type="button" onClick={reset}>{`Nothing for ${search}; show all`}</button>
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Nothing for zz; show all' }));
    expect(await screen.findAllByTestId('person-row')).toHaveLength(10);
    expect(lastQuery()?.has('search')).toBe(false);
    expect(lastQuery()?.has('state')).toBe(false);
    expect(urlParams().getAll('sort')).toEqual(['name:asc']);
    expect(urlParams().get('other')).toBe('kept');
  });

  it('shows a failed load with the server’s sentence and loads again on retry', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    let fail = true;
    renderPeople('/people', (r) =>
      fail
        ? json({ status: 'validation_failed', message: 'The given data was invalid.' }, 422)
        : json(pageOf(r)),
    );
    const failed = await screen.findByTestId('data-table-error');
    expect(within(failed).getByText('The given data was invalid.')).toBeTruthy();
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('person-row')).toHaveLength(10);
  });

  it('announces a failed load in a snackbar for 6 s (spec §8), once per failure', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople('/people', () => json({ status: 'validation_failed', message: 'Not that way.' }, 422));
    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain('Not that way.');
    expect(snackbarStore.get()).toEqual([expect.objectContaining({ severity: 'error', duration: 6000 })]);
  });

  it('leaves a lost connection’s snackbar to the table and a server error’s to the app', async () => {
    signIn(OWNER_PERMISSIONS);
    const offline = renderPeople('/people', () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toContain('The entries could not be loaded.');
    offline.unmount();
    clearSnackbars();

    renderPeople('/people', () => json({ status: 'server_error', message: 'Boom.' }, 500));
    await screen.findByTestId('data-table-error');
    // The app's own persistent message for a 5xx, not a second one from the table.
    await waitFor(() =>
      expect(snackbarStore.get()).toEqual([expect.objectContaining({ message: '', duration: 0 })]),
    );
  });

  it('says the entries could not be loaded when the server failed', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople('/people', () => json({ status: 'server_error', message: 'Boom.' }, 500));
    const failed = await screen.findByTestId('data-table-error');
    expect(within(failed).getByText('The entries could not be loaded.')).toBeTruthy();
  });

  it('says when the server stopped counting at its cap', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople('/people', (r) => json({ ...pageOf(r, 20_000), total: 10_000, totalExact: false }));
    expect(await screen.findByText('1–10 of more than 10,000')).toBeTruthy();
  });

  it('hides a column whose rule the user does not satisfy', async () => {
    signIn(OWNER_PERMISSIONS);
    const owner = renderPeople();
    await screen.findAllByTestId('person-row');
    expect(screen.queryByRole('columnheader', { name: 'Internal note' })).toBeNull();
    expect(screen.queryByText('note 1')).toBeNull();
    owner.unmount();

    signIn(ADMIN_PERMISSIONS);
    renderPeople();
    await screen.findAllByTestId('person-row');
    expect(heading('Internal note')).toBeTruthy();
    expect(screen.getByText('note 1')).toBeTruthy();
  });

  it('expands a row to show its details without opening the row', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const opened = vi.fn();
    renderPeople('/people', (r) => json(pageOf(r)), {
      renderExpanded: (row) => `Details of ${row.name}`,
      onRowClick: opened,
    });
    const [row] = await screen.findAllByTestId('person-row');
    const toggle = within(row as HTMLElement).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByTestId('data-table-details').textContent).toBe('Details of Person 1');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(opened).not.toHaveBeenCalled();
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByTestId('data-table-details')).toBeNull();
    await user.click(within(row as HTMLElement).getByText('Person 1'));
    expect(opened).toHaveBeenCalledWith(person(1));
  });

  it('keeps an opened row open when its page loads again', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery } = renderPeople('/people', (r) => json(pageOf(r)), {
      renderExpanded: (row) => `Details of ${row.name}`,
      toolbar: ({ setFilter }) => (
        <button type="button" onClick={() => setFilter('state', ['active'])}>
          active only
        </button>
      ),
    });
    const [row] = await screen.findAllByTestId('person-row');
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Show details' }));
    await user.click(screen.getByRole('button', { name: 'active only' }));
    await waitFor(() => expect(lastQuery()?.getAll('state')).toEqual(['active']));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'People' }).getAttribute('aria-busy')).toBe('false'),
    );
    expect(screen.getByTestId('data-table-details').textContent).toBe('Details of Person 1');
  });

  it('offers details only on the rows that have some', async () => {
    signIn(OWNER_PERMISSIONS);
    renderPeople('/people', (r) => json(pageOf(r)), {
      renderExpanded: (row) => `Details of ${row.name}`,
      rowCanExpand: (row) => row.id % 2 === 1,
    });
    const [first, second] = await screen.findAllByTestId('person-row');
    expect(within(first as HTMLElement).getByRole('button', { name: 'Show details' })).toBeTruthy();
    expect(within(second as HTMLElement).queryByRole('button', { name: 'Show details' })).toBeNull();
  });

  it('hands filters to the page’s controls and sends them, from page 1', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderPeople('/people?page=2', (r) => json(pageOf(r)), {
      toolbar: ({ filters, setFilter }) => (
        <button type="button" onClick={() => setFilter('state', ['active', 'suspended'])}>
          {`states: ${(filters.state ?? []).join(',') || 'all'}`}
        </button>
      ),
    });
    await screen.findAllByTestId('person-row');
    await user.click(screen.getByRole('button', { name: 'states: all' }));
    await waitFor(() => expect(lastQuery()?.getAll('state')).toEqual(['active', 'suspended']));
    expect(lastQuery()?.get('page')).toBe('1');
    expect(urlParams().getAll('state')).toEqual(['active', 'suspended']);
    expect(screen.getByRole('button', { name: 'states: active,suspended' })).toBeTruthy();
  });

  it('builds a change on the one before it even before the router has drawn that one', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderPeople('/people', (r) => json(pageOf(r)), {
      toolbar: ({ setFilter }) => (
        <button
          type="button"
          onClick={() => {
            // Two quick choices: the second comes before the first is rendered.
            setFilter('state', ['active']);
            setFilter('kind', ['staff']);
          }}
        >
          two filters
        </button>
      ),
    });
    await screen.findAllByTestId('person-row');
    await user.click(screen.getByRole('button', { name: 'two filters' }));
    await waitFor(() => expect(lastQuery()?.getAll('kind')).toEqual(['staff']));
    expect(lastQuery()?.getAll('state')).toEqual(['active']);
    expect(urlParams().getAll('state')).toEqual(['active']);
  });

  it('changes several filters in one step, as one history entry', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderPeople('/people?search=x', (r) => json(pageOf(r)), {
      toolbar: ({ setFilters }) => (
        <button type="button" onClick={() => setFilters({ state: ['active'], unknown: ['dropped'] })}>
          both
        </button>
      ),
    });
    await screen.findAllByTestId('person-row');
    await user.click(screen.getByRole('button', { name: 'both' }));
    await waitFor(() => expect(lastQuery()?.getAll('state')).toEqual(['active']));
    expect(lastQuery()?.get('search')).toBe('x');
    // Only the table's own filters reach the URL.
    expect(urlParams().has('unknown')).toBe(false);
  });
});

describe('DataTable paged by cursor', () => {
  it('asks for the first page without a cursor, then follows the cursor forward and back', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderLog();
    expect(await screen.findAllByTestId('log-row')).toHaveLength(10);
    expect(lastQuery()?.has('cursor')).toBe(false);
    expect(lastQuery()?.get('limit')).toBe('10');
    expect(lastQuery()?.has('page')).toBe(false);
    expect(screen.getByText('1–10 of 25')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery()?.get('cursor')).toBe('c11'));
    expect(await screen.findByText('11–20 of 25')).toBeTruthy();
    expect(urlParams().get('cursor')).toBe('c11');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–25 of 25')).toBeTruthy();
    expect(screen.getAllByTestId('log-row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Go to next page' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('11–20 of 25')).toBeTruthy();
    expect(urlParams().get('cursor')).toBe('c11');
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('1–10 of 25')).toBeTruthy();
    expect(urlParams().has('cursor')).toBe(false);
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toHaveProperty('disabled', true);
  });

  it('says "more than" while the server stops counting, and knows the end on the last page', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    renderLog('/log', { total: 12, totalExact: false }, 25);
    expect(await screen.findByText('1–10 of more than 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of more than 20')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('21–25 of 25')).toBeTruthy();
  });

  it('starts from the first page when a filter changes, and opens a shared link at its cursor', async () => {
    signIn(OWNER_PERMISSIONS);
    const user = userEvent.setup();
    const { lastQuery, urlParams } = renderLog('/log?cursor=c11');
    expect(await screen.findByText('11–20 of 25')).toBeTruthy();
    expect(lastQuery()?.get('cursor')).toBe('c11');
    await user.click(screen.getByRole('button', { name: 'active only' }));
    await waitFor(() => expect(lastQuery()?.getAll('state')).toEqual(['active']));
    expect(lastQuery()?.has('cursor')).toBe(false);
    expect(urlParams().has('cursor')).toBe(false);
    expect(await screen.findByText('1–10 of 25')).toBeTruthy();
  });

  it('ignores a cursor the API would refuse', async () => {
    signIn(OWNER_PERMISSIONS);
    const { lastQuery } = renderLog('/log?cursor=not%20a%20cursor!');
    expect(await screen.findByText('1–10 of 25')).toBeTruthy();
    expect(lastQuery()?.has('cursor')).toBe(false);
  });
});
