import { AUDIT_ENTITY_TYPES, AUDIT_EVENTS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/activity.json';
import { eventKey, linkToFilters } from './activity-url';

describe('an audit link from another screen', () => {
  it('becomes the log’s type and id filters', () => {
    const next = linkToFilters(new URLSearchParams('type=invoice&id=2026-000123'));
    expect(next?.toString()).toBe('types=invoice&ids=2026-000123');
  });

  it('keeps the other parameters and filters, adds nothing twice, and starts at the first page', () => {
    const next = linkToFilters(
      new URLSearchParams('types=invoice&type=invoice&type=user&id=7&id=+&events=updated&cursor=abc'),
    );
    expect(next?.getAll('types')).toEqual(['invoice', 'user']);
    expect(next?.getAll('ids')).toEqual(['7']);
    expect(next?.getAll('events')).toEqual(['updated']);
    expect(next?.has('cursor')).toBe(false);
    expect(next?.has('type')).toBe(false);
  });

  it('leaves a URL without link parameters alone', () => {
    expect(linkToFilters(new URLSearchParams('types=invoice&ids=1'))).toBeNull();
  });
});

describe('event names and entity types', () => {
  it('have a translation key each', () => {
    expect(eventKey('payment method added')).toBe('paymentMethodAdded');
    expect(eventKey('two-factor enabled')).toBe('twoFactorEnabled');
    expect(eventKey('sendInvoiceCSV')).toBe('sendInvoiceCSV');
    const words: Record<string, string> = en.events;
    for (const event of AUDIT_EVENTS) expect(words[eventKey(event)], event).toBeTruthy();
  });
});

it('every entity type has a name', () => {
  const names: Record<string, string> = en.types;
  for (const type of AUDIT_ENTITY_TYPES) expect(names[type], type).toBeTruthy();
});
