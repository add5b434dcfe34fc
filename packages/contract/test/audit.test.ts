import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_TYPES, AUDIT_EVENTS } from '../src/index';

describe('audit catalogue', () => {
  it('holds every event name of spec §3, each once', () => {
    expect(AUDIT_EVENTS).toEqual(
      expect.arrayContaining([
        'created',
        'updated',
        'deleted',
        'restored',
        'download',
        'payment method added',
        'payment method removed',
        'sendInvoiceCSV',
        'account deletion job created',
        'account deleted',
        'pivot attached',
        'pivot detached',
        'pivot updated',
        'invoice downloaded',
        'notifications updated',
        'downloadInvoice',
        'downloadCreditNote',
      ]),
    );
    expect(new Set(AUDIT_EVENTS).size).toBe(AUDIT_EVENTS.length);
    expect(new Set(AUDIT_ENTITY_TYPES).size).toBe(AUDIT_ENTITY_TYPES.length);
  });
});
