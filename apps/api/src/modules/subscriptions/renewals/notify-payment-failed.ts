import { isLanguage } from '@portal/contract';
import { currencyCodeOf, formatMoney } from '@portal/contract/money';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import type { Tx } from '../../../platform/db';
import type { InvoiceRow } from '../../invoices/index';

/** Tells the account that a renewal could not be collected, with a link to complete the payment. */
export async function notifyPaymentFailed(
  tx: Tx,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  input: { accountId: number; subscriptionName: string; invoice: InvoiceRow; final: boolean },
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.accountId));
  if (!user) return;
  const language = [user.invoiceLanguage, user.language].find(isLanguage) ?? 'en';
  const amount = formatMoney(input.invoice.gross, currencyCodeOf(input.invoice.currencyId), language, {
    currencyDisplay: 'symbol',
  });
  await deps.mailer.send(tx, {
    to: user.invoiceEmail ?? user.email,
    template: 'payment-failed',
    language,
    data: {
      name: user.firstname,
      subscription: input.subscriptionName,
      amount,
      invoice: input.invoice.number,
      invoicesUrl: `${deps.config.publicUrl}/billing/invoices`,
      final: input.final,
    },
  });
}
