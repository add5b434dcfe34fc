import { describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_EVENTS,
  STAFF_ONLY_AUDIT_ENTITY_TYPES,
  STAFF_ONLY_AUDIT_EVENTS,
} from '../src/index';

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

describe('staff-only part of the catalogue (spec §6 isAdmin extras)', () => {
  it('holds the extra entity types and events only staff read, each in the catalogue', () => {
    expect(STAFF_ONLY_AUDIT_ENTITY_TYPES).toEqual(
      expect.arrayContaining([
        'question_embed_setting',
        'question_translation',
        'answer',
        'answer_translation',
        'login',
        'quiz_translation',
      ]),
    );
    expect(STAFF_ONLY_AUDIT_EVENTS).toEqual(
      expect.arrayContaining([
        'restored',
        'sendInvoiceCSV',
        'account deletion job created',
        'pivot attached',
        'pivot detached',
        'pivot updated',
      ]),
    );
    for (const type of STAFF_ONLY_AUDIT_ENTITY_TYPES) expect(AUDIT_ENTITY_TYPES).toContain(type);
    for (const event of STAFF_ONLY_AUDIT_EVENTS) expect(AUDIT_EVENTS).toContain(event);
  });

  it('leaves the customer’s own changes visible to the customer', () => {
    for (const type of ['user', 'subscription', 'invoice', 'credit_note', 'payment_method', 'payment'])
      expect(STAFF_ONLY_AUDIT_ENTITY_TYPES).not.toContain(type);
    for (const event of [
      'created',
      'updated',
      'payment method added',
      'notifications updated',
      'downloadInvoice',
    ])
      expect(STAFF_ONLY_AUDIT_EVENTS).not.toContain(event);
  });
});
