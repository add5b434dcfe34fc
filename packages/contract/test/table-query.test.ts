import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateMessage } from '../src/messages';
import { enumFilter, TABLE_CURSOR_MAX_LENGTH, TABLE_SEARCH_MAX_LENGTH } from '../src/table-params';
import { defineTable, tableCursorQuerySchema, tableQuerySchema } from '../src/table-query';

const table = defineTable({
  sortable: ['created_at', 'email', 'id'],
  defaultSort: [{ column: 'created_at', direction: 'desc' }],
  pageSizes: [15, 30, 50, 100],
  defaultPageSize: 15,
  filters: { state: enumFilter(['active', 'suspended']) },
});
const query = tableQuerySchema(table);
const cursorQuery = tableCursorQuerySchema(table);

/** The encoded messages per field, as the API's error handler reads them. */
function errorsOf(input: unknown): Record<string, string[]> {
  const result = query.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('table query', () => {
  it('fills the defaults for an empty query string', () => {
    expect(query.parse({})).toEqual({
      sort: [{ column: 'created_at', direction: 'desc' }],
      page: 1,
      pageSize: 15,
    });
  });

  it('reads a query string: numbers as text, one sort or several, filters once or repeated', () => {
    expect(
      query.parse({
        search: '  ada ',
        sort: ['email:asc', 'created_at:desc'],
        page: '3',
        pageSize: '50',
        state: 'active',
      }),
    ).toEqual({
      search: 'ada',
      sort: [
        { column: 'email', direction: 'asc' },
        { column: 'created_at', direction: 'desc' },
      ],
      page: 3,
      pageSize: 50,
      state: ['active'],
    });
    expect(query.parse({ sort: 'id:asc', state: ['active', 'suspended'] })).toMatchObject({
      sort: [{ column: 'id', direction: 'asc' }],
      state: ['active', 'suspended'],
    });
  });

  it('treats empty values as absent', () => {
    expect(query.parse({ search: '   ', sort: '', state: '' })).toEqual(query.parse({}));
  });

  it('refuses columns, directions and filter values the table does not allow', () => {
    expect(errorsOf({ sort: 'password:asc' })).toEqual({ 'sort.0': ['validation.oneOf'] });
    expect(errorsOf({ sort: ['email:asc', 'email:sideways'] })).toEqual({ 'sort.1': ['validation.oneOf'] });
    expect(errorsOf({ sort: 'email' })).toEqual({ 'sort.0': ['validation.oneOf'] });
    expect(errorsOf({ state: 'deleted' })).toEqual({ 'state.0': ['validation.oneOf'] });
  });

  it('bounds the sort: each column once, at most three keys', () => {
    expect(errorsOf({ sort: ['email:asc', 'email:desc'] })).toEqual({ sort: ['validation.distinct'] });
    expect(errorsOf({ sort: ['email:asc', 'id:asc', 'created_at:asc', 'email:desc'] })).toEqual({
      sort: ['validation.maxItems?max=3'],
    });
  });

  it('bounds page, page size and search', () => {
    expect(errorsOf({ page: '0' })).toEqual({ page: ['validation.minValue?min=1'] });
    expect(errorsOf({ page: '10001' })).toEqual({ page: ['validation.maxValue?max=10000'] });
    expect(errorsOf({ page: '1.5' })).toEqual({ page: ['validation.integer'] });
    expect(errorsOf({ page: 'two' })).toEqual({ page: ['validation.integer'] });
    expect(errorsOf({ pageSize: '20' })).toEqual({ pageSize: ['validation.oneOf'] });
    expect(errorsOf({ pageSize: '100000' })).toEqual({ pageSize: ['validation.oneOf'] });
    expect(errorsOf({ search: 'x'.repeat(TABLE_SEARCH_MAX_LENGTH + 1) })).toEqual({
      search: [`validation.max?max=${TABLE_SEARCH_MAX_LENGTH}`],
    });
    expect(errorsOf({ search: ['a', 'b'] })).toEqual({ search: ['validation.oneOf'] });
  });

  it('names a list entry after its list in the sentence', () => {
    expect(translateMessage('validation.oneOf', 'sort.1', 'en')).toBe('The selected sort order is invalid.');
    expect(translateMessage('validation.maxItems?max=3', 'sort', 'de')).toBe(
      'Sortierung darf höchstens 3 Einträge haben.',
    );
  });

  it('documents the allowed sort keys and page sizes in its JSON schema', () => {
    const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { items?: { enum?: string[] }; enum?: number[] }>;
    };
    expect(schema.properties.sort?.items?.enum).toContain('created_at:desc');
    expect(schema.properties.pageSize?.enum).toEqual([15, 30, 50, 100]);
  });
});

describe('table cursor query', () => {
  it('takes a cursor and a limit instead of a page', () => {
    expect(cursorQuery.parse({ cursor: 'abc.DEF-_1', limit: '30' })).toEqual({
      sort: [{ column: 'created_at', direction: 'desc' }],
      cursor: 'abc.DEF-_1',
      limit: 30,
    });
  });

  it('refuses a cursor that is too long or holds other characters', () => {
    expect(cursorQuery.safeParse({ cursor: 'a'.repeat(TABLE_CURSOR_MAX_LENGTH + 1) }).success).toBe(false);
    expect(cursorQuery.safeParse({ cursor: 'a b' }).success).toBe(false);
    expect(cursorQuery.safeParse({ limit: '7' }).success).toBe(false);
  });
});

describe('defineTable', () => {
  it('refuses a definition no request could satisfy', () => {
    const base = {
      sortable: ['id'] as const,
      defaultSort: [{ column: 'id' as const, direction: 'asc' as const }],
      pageSizes: [10],
      defaultPageSize: 10,
      filters: {},
    };
    expect(() => defineTable({ ...base, defaultPageSize: 20 })).toThrow(/page size 20/);
    expect(() => defineTable({ ...base, filters: { page: enumFilter(['a']) } })).toThrow(/page/);
    expect(() =>
      defineTable({ ...base, defaultSort: [{ column: 'name' as 'id', direction: 'asc' }] }),
    ).toThrow(/name/);
  });
});
