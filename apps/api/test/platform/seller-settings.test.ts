// Decision 0078: every invoice and e-invoice names the seller, so production without demo data
// refuses to start until each SELLER_* setting is the seller's own, naming the missing ones.
import { describe, expect, it } from 'vitest';
import { DEMO_SELLER, loadConfig, SELLER_SETTINGS } from '../../src/config';
import { SELLER_ENV } from '../support/seller-env';

const production = { NODE_ENV: 'production', DEMO_SEED: 'false', DATA_DIR: '/tmp/seller-settings' };

describe('the seller settings in production', () => {
  it('refuses to start without them, naming every one that is missing', () => {
    const { SELLER_PHONE: _phone, SELLER_SEPA_CREDITOR_ID: _creditor, ...rest } = SELLER_ENV;
    expect(() => loadConfig({ ...production, ...rest })).toThrow(
      /set SELLER_PHONE, SELLER_SEPA_CREDITOR_ID \(README, "Seller"\)/,
    );
    expect(() => loadConfig(production)).toThrow(new RegExp(SELLER_SETTINGS.join(', ')));
    expect(() => loadConfig({ ...production, ...SELLER_ENV, SELLER_CITY: '  ' })).toThrow(/set SELLER_CITY /);
  });

  it('starts with all of them, and a demo installation with the demo seller', () => {
    expect(loadConfig({ ...production, ...SELLER_ENV }).SELLER_CITY).toBe('Wien');
    expect(loadConfig({ ...production, DEMO_SEED: 'true' }).SELLER_NAME).toBe(DEMO_SELLER.SELLER_NAME);
  });

  it('refuses a malformed electronic address or phone in any environment', () => {
    expect(() => loadConfig({ SELLER_ELECTRONIC_ADDRESS: 'ATU12345678' })).toThrow(/scheme:identifier/);
    expect(() => loadConfig({ SELLER_PHONE: 'call us' })).toThrow(/three digits/);
  });
});
