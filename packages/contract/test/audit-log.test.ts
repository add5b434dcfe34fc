import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AUDIT_FILTER_MAX_ITEMS,
  auditEntityTypesFor,
  auditEventsFor,
  auditExportQuerySchema,
  auditInformationBatchQuerySchema,
  auditLogQuerySchema,
  formatAuditDateTime,
  parseAuditDateTime,
  withAuditEventAliases,
} from '../src/audit-log';
import { RULES } from '../src/permissions';

function errorsOf(input: unknown, schema: z.ZodType = auditLogQuerySchema): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('activity log query', () => {
  it('defaults to newest first, 100 rows', () => {
    expect(auditLogQuerySchema.parse({})).toMatchObject({
      sort: [{ column: 'updated_at', direction: 'desc' }],
      limit: 100,
    });
  });

  it('takes one value or a list for each filter, and editors as ids, system or support', () => {
    const parsed = auditLogQuerySchema.parse({
      types: 'invoice',
      ids: ['12', 'sub_abc'],
      events: ['updated', 'payment method added'],
      editors: ['7', 'system', 'support'],
      from: '2026-03-29 00:59:59',
      to: '2026-03-29 01:00:00',
      sort: ['event:asc', 'updated_at:desc'],
      limit: '300',
    });
    expect(parsed).toMatchObject({
      types: ['invoice'],
      ids: ['12', 'sub_abc'],
      editors: [7, 'system', 'support'],
      limit: 300,
    });
  });

  it('refuses unknown types, events and editors, naming the entry', () => {
    expect(errorsOf({ types: ['invoice', 'spaceship'] })).toEqual({ 'types.1': ['validation.oneOf'] });
    expect(errorsOf({ events: 'exploded' })).toEqual({ 'events.0': ['validation.oneOf'] });
    expect(errorsOf({ editors: ['0', 'me', '99999999999'] })).toMatchObject({
      'editors.0': ['validation.oneOf'],
      'editors.1': ['validation.oneOf'],
      'editors.2': ['validation.oneOf'],
    });
  });

  it('bounds lists, ids, the search and the page size', () => {
    const many = Array.from({ length: AUDIT_FILTER_MAX_ITEMS + 1 }, (_, i) => String(i + 1));
    expect(errorsOf({ ids: many })).toEqual({ ids: ['validation.maxItems?max=50'] });
    expect(errorsOf({ ids: ['x'.repeat(65)] })).toEqual({ 'ids.0': ['validation.max?max=64'] });
    expect(errorsOf({ search: 'y'.repeat(101) })).toEqual({ search: ['validation.max?max=100'] });
    expect(errorsOf({ limit: '50' })).toEqual({ limit: ['validation.oneOf'] });
    expect(errorsOf({ sort: 'editor:asc' })).toEqual({ 'sort.0': ['validation.oneOf'] });
  });

  it('takes dates only as UTC YYYY-MM-DD HH:mm:ss, and from not after to', () => {
    expect(errorsOf({ from: '2026-02-30 10:00:00' })).toEqual({ from: ['validation.dateTime'] });
    expect(errorsOf({ to: '2026-03-01T10:00:00Z' })).toEqual({ to: ['validation.dateTime'] });
    expect(errorsOf({ from: '2026-03-02 00:00:00', to: '2026-03-01 23:59:59' })).toEqual({
      to: ['validation.notBeforeFrom'],
    });
    expect(errorsOf({ from: '2026-03-01 10:00:00', to: '2026-03-01 10:00:00' })).toEqual({});
    expect(
      errorsOf({ from: '2026-03-02 00:00:00', to: '2026-03-01 00:00:00' }, auditExportQuerySchema),
    ).toEqual({ to: ['validation.notBeforeFrom'] });
  });

  it('parses the filter dates as UTC, whatever the machine zone', () => {
    expect(parseAuditDateTime('2026-10-25 00:30:00')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(parseAuditDateTime('2026-03-29 24:00:00')).toBeNull();
    expect(formatAuditDateTime(new Date('2026-03-29T01:00:00.999Z'))).toBe('2026-03-29 01:00:00');
  });

  it('needs ids for the batch', () => {
    expect(errorsOf({ type: 'invoice' }, auditInformationBatchQuerySchema)).toEqual({
      ids: ['validation.required'],
    });
  });
});

describe('who reads which types and events', () => {
  it('gives staff everything and customers neither staff-only types nor events', () => {
    expect(auditEntityTypesFor(RULES.isAdmin)).toContain('charge');
    expect(auditEventsFor(RULES.isAdmin)).toContain('loginAs');
    const owner = ['ACTIVITY_LOG.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW', 'CLIENTS.VIEW'];
    expect(auditEntityTypesFor(owner)).toEqual([
      'user',
      'subscription',
      'invoice',
      'credit_note',
      'payment_method',
      'payment',
      'client',
      'domain',
      'support_access',
    ]);
    // Organisations and roles come with their own view permissions.
    expect(
      auditEntityTypesFor([
        'ACTIVITY_LOG.VIEW',
        'CLIENTS_ORGANISATION_MANAGEMENT.VIEW',
        'CLIENTS_ROLE_MANAGEMENT.VIEW',
      ]),
    ).toEqual(['user', 'organisation', 'role', 'support_access']);
    expect(auditEventsFor(owner)).not.toContain('restored');
    expect(auditEventsFor(owner)).toContain('updated');
  });

  it('offers a customer one choice per event, which finds both of its names; staff keep both', () => {
    const owner = ['ACTIVITY_LOG.VIEW', 'MODULE_ACCOUNT_PAYMENT.VIEW'];
    expect(auditEventsFor(owner)).toContain('downloadInvoice');
    expect(auditEventsFor(owner)).not.toContain('invoice downloaded');
    expect(withAuditEventAliases(['downloadInvoice', 'updated'])).toEqual([
      'downloadInvoice',
      'updated',
      'invoice downloaded',
    ]);
    expect(auditEventsFor(RULES.isAdmin)).toEqual(
      expect.arrayContaining(['downloadInvoice', 'invoice downloaded']),
    );
  });

  it('gives a sub-user the types their rules let them see', () => {
    // Staff signed in as them is something everyone who reads the log reads (decision 0063).
    expect(auditEntityTypesFor(['ACTIVITY_LOG.VIEW', 'MODULE_ACCOUNT.VIEW'])).toEqual([
      'user',
      'support_access',
    ]);
  });
});
