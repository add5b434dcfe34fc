import { describe, expect, it } from 'vitest';
import { allows, RULES } from '../src/permissions';

describe('named permission rules', () => {
  it('needs every permission of a rule', () => {
    expect(allows(['ALL_ENTITIES.VIEW'], 'viewUsers')).toBe(false);
    expect(allows(['ALL_ENTITIES.VIEW', 'MODULE_ADMIN.VIEW'], 'viewUsers')).toBe(true);
    expect(allows(['ADMIN.VIEW', 'MODULE_ADMIN.VIEW'], 'viewFinance')).toBe(true);
    expect(allows(['ADMIN.VIEW'], 'viewFinance')).toBe(false);
  });

  it('lets any signed-in permission list pass the authenticated rule', () => {
    expect(allows([], 'authenticated')).toBe(true);
  });

  it('maps the dashboard checks to the account-payment and account modules', () => {
    for (const rule of ['viewSubscriptions', 'editBilling', 'payInvoices'] as const) {
      expect(RULES[rule]).toEqual(['MODULE_ACCOUNT_PAYMENT.VIEW']);
    }
    // Reading the billing documents: the payment module, or the Accountant's read-only permission.
    for (const rule of ['viewInvoices', 'viewPayments', 'viewBilling'] as const) {
      expect(allows(['MODULE_ACCOUNT_PAYMENT.VIEW'], rule)).toBe(true);
      expect(allows(['INVOICES.VIEW'], rule)).toBe(true);
      expect(allows(['MODULE_ACCOUNT.VIEW'], rule)).toBe(false);
    }
    for (const rule of ['viewSubscriptions', 'editBilling', 'payInvoices'] as const) {
      expect(allows(['INVOICES.VIEW'], rule)).toBe(false);
    }
    expect(RULES.editAccount).toEqual(['MODULE_ACCOUNT.VIEW']);
    expect(RULES.viewModuleStore).toEqual(['MODULE_MARKETPLACE.VIEW']);
  });
});
