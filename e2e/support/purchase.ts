import { expect, type Page } from '@playwright/test';
import { apiFromPage } from './session';

/** A fresh customer's Austrian invoice data, as the invoice data form would save it. */
const BILLING = {
  company: '',
  vatid: '',
  no_vat_id: true,
  firstname: 'Frida',
  lastname: 'Fresh',
  street: 'Ringstraße 1',
  city: 'Wien',
  postal_code: '1010',
  country: 'AT',
  phone_number: '',
  invoice_language: 'en',
  invoice_email: '',
  invoice_reference: '',
};

const TOOLS_ENTERPRISE_MONTH = {
  plan: 'tools-enterprise-month-eur',
  productId: 1,
  interval: 'month',
  quantity: 1,
};

/**
 * Terms accepted, invoice data, a card and Tools Enterprise (or `order`), through the API as the
 * web would: the signed-in customer of `page` then holds a subscription and its paid invoice.
 */
export async function subscribeToTools(page: Page, order: object = TOOLS_ENTERPRISE_MONTH): Promise<void> {
  expect((await apiFromPage(page, 'POST', '/v1/account/accept-terms', {})).status).toBe(200);
  const billing = await apiFromPage(page, 'PUT', '/v1/account/billing/information', BILLING);
  expect(billing.status, JSON.stringify(billing.body)).toBe(200);
  const card = await apiFromPage(page, 'POST', '/v1/sandbox/payment-methods', {
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 4, cvc: '123' },
    billing_details: { name: 'Frida Fresh' },
  });
  expect(card.status).toBe(200);
  const saved = await apiFromPage(page, 'POST', '/v1/account/billing/payment-methods', {
    paymentId: (card.body as { id: string }).id,
    isDefault: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const bought = await apiFromPage(page, 'POST', '/v1/subscription/upgrade', order);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
}
