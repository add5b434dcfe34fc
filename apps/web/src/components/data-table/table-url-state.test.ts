import { enumFilter } from '@portal/contract/table-params';
import { defineTable } from '@portal/contract/table-query';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readTableState, toTableCursorRequest, writeTableState } from './table-url-state';

const table = defineTable({
  sortable: ['at'],
  defaultSort: [{ column: 'at', direction: 'desc' }],
  pageSizes: [100, 200],
  defaultPageSize: 100,
  filters: {
    kinds: enumFilter(['a', 'b']),
    since: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
  },
});

describe('a table’s state in the URL', () => {
  it('reads list filters and single-valued ones, and drops values the API would refuse', () => {
    const state = readTableState(new URLSearchParams('kinds=a&kinds=b&since=2026-03-29'), table, null);
    expect(state.filters).toEqual({ kinds: ['a', 'b'], since: ['2026-03-29'] });
    const refused = readTableState(
      new URLSearchParams('kinds=c&since=yesterday&since=2026-01-01'),
      table,
      null,
    );
    expect(refused.filters).toEqual({});
  });

  it('writes a cursor and reads it back, and sends it with the page size as limit', () => {
    const state = readTableState(new URLSearchParams('cursor=abc.def&pageSize=200'), table, null);
    expect(state.cursor).toBe('abc.def');
    const url = writeTableState(new URLSearchParams('other=1'), state, table);
    expect(url.toString()).toBe('other=1&cursor=abc.def&pageSize=200');
    expect(toTableCursorRequest(state)).toEqual({
      search: undefined,
      sort: ['at:desc'],
      cursor: 'abc.def',
      limit: 200,
    });
  });
});
