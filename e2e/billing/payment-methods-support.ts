import { expect, type Page } from '@playwright/test';
import { apiFromPage } from '../support/session';

export interface Method {
  id: string;
  type: string;
  brand: string | null;
  last4: string;
  isDefault: boolean;
}

export async function listedMethods(page: Page): Promise<Method[]> {
  const answer = await apiFromPage(page, 'GET', '/v1/account/billing/payment-methods');
  expect(answer.status).toBe(200);
  return (answer.body as { data: Method[] }).data;
}

/** The rows of the payment methods page. */
export const methodRows = (page: Page) => page.getByTestId('payment-method');
