// The invoice line of a licence change counts its licences in words (issue 31): "1 additional
// licence", "2 additional licences", never "licence(s)", in the invoice language.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceLines, invoices, users } from '../../src/db/schema/index';
import { tCount } from '../../src/platform/i18n/index';
import { useTestApp } from '../support/test-app';
import { buyerWithCard, TOOLS_ENTERPRISE_MONTH } from './buyer';

const testApp = useTestApp();

describe('the additional licences line', () => {
  it('says one licence, then two licences, on the invoices of two changes', async () => {
    const { app, db } = testApp();
    const buyer = await buyerWithCard(app);
    const bought = await buyer.client.post('/v1/subscription/upgrade', TOOLS_ENTERPRISE_MONTH);
    expect(bought.statusCode, bought.body).toBe(200);
    const subscriptionId = bought.json().data.subscriptionId as string;
    for (const quantity of [2, 4]) {
      const changed = await buyer.client.put('/v1/subscription/quantity', { subscriptionId, quantity });
      expect(changed.statusCode, changed.body).toBe(200);
    }
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    const lines = await db
      .select({ description: invoiceLines.description })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(eq(invoices.userId, owner?.id ?? 0), eq(invoiceLines.kind, 'proration')))
      .orderBy(asc(invoiceLines.id));
    expect(lines.map((line) => line.description)).toEqual([
      'Tools Enterprise, 1 additional licence for the rest of the period',
      'Tools Enterprise, 2 additional licences for the rest of the period',
    ]);
  });

  it.each([
    ['de', 1, 'Tools Enterprise, 1 zusätzliche Lizenz für den Rest des Zeitraums'],
    ['de', 3, 'Tools Enterprise, 3 zusätzliche Lizenzen für den Rest des Zeitraums'],
    ['fr', 1, 'Tools Enterprise, 1 licence supplémentaire pour le reste de la période'],
    ['fr', 3, 'Tools Enterprise, 3 licences supplémentaires pour le reste de la période'],
  ] as const)('in %s for %i', (language, quantity, text) => {
    expect(
      tCount(language, 'subscriptions.line.additional', quantity, { name: 'Tools Enterprise', quantity }),
    ).toBe(text);
  });
});
