import { describe, expect, it } from 'vitest';
import { describeValue, diffRows } from './diff-rows';

describe('the lines of an audit entry’s diff', () => {
  it('pairs each field’s old and new value and marks what changed', () => {
    const rows = diffRows(
      { company: 'Old GmbH', vat_id: 'ATU1', country: 'AT' },
      { company: 'New GmbH', vat_id: 'ATU1', city: 'Wien' },
    );
    expect(rows).toEqual([
      { field: 'company', old: 'Old GmbH', new: 'New GmbH', hasOld: true, hasNew: true, changed: true },
      { field: 'vat_id', old: 'ATU1', new: 'ATU1', hasOld: true, hasNew: true, changed: false },
      { field: 'city', new: 'Wien', hasOld: false, hasNew: true, changed: true },
      { field: 'country', old: 'AT', hasOld: true, hasNew: false, changed: true },
    ]);
  });

  it('names nested fields by their path, so one changed street is one line', () => {
    const rows = diffRows(
      { address: { street: 'Ring 1', city: 'Wien' } },
      { address: { street: 'Ring 2', city: 'Wien' } },
    );
    expect(rows.map((row) => [row.field, row.changed])).toEqual([
      ['address.street', true],
      ['address.city', false],
    ]);
  });

  it('has nothing to show for an entry without values, and all new values for a creation', () => {
    expect(diffRows({}, {})).toEqual([]);
    expect(diffRows(null, undefined)).toEqual([]);
    expect(diffRows({}, { quantity: 3 })).toEqual([
      { field: 'quantity', new: 3, hasOld: false, hasNew: true, changed: true },
    ]);
  });

  it('counts a list or a number as changed only when it differs', () => {
    const rows = diffRows({ roles: [1, 2], quantity: 2 }, { roles: [1, 2], quantity: 3 });
    expect(rows.map((row) => row.changed)).toEqual([false, true]);
  });
});

describe('one side of a field', () => {
  it('reads a masked secret as masked, never as its stars', () => {
    expect(describeValue(true, '********')).toEqual({ kind: 'masked' });
    expect(diffRows({}, { smtp: { password: '********' } })[0]?.field).toBe('smtp.password');
  });

  it('tells a missing field from an empty one, and words yes and no', () => {
    expect(describeValue(false, undefined)).toEqual({ kind: 'absent' });
    expect(describeValue(true, null)).toEqual({ kind: 'empty' });
    expect(describeValue(true, '')).toEqual({ kind: 'empty' });
    expect(describeValue(true, [])).toEqual({ kind: 'empty' });
    expect(describeValue(true, false)).toEqual({ kind: 'boolean', value: false });
    expect(describeValue(true, 0)).toEqual({ kind: 'text', text: '0' });
    expect(describeValue(true, ['a', 'b'])).toEqual({ kind: 'text', text: '["a","b"]' });
  });
});
