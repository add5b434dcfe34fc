import { isLanguage, type Language } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema/index';
import type { AppDeps } from '../../../platform/app-deps';
import { auditBy, recordAudit } from '../../../platform/audit';
import type { Executor } from '../../../platform/db';
import { AppError, notFound } from '../../../platform/errors';
import { accountOf, type RequestContext } from '../../../platform/request-context';
import { findOwnPaymentMethod } from '../payment-method-queries';
import { type MandateDebtor, renderMandatePdf } from './mandate-pdf';

export interface MandateFile {
  fileName: string;
  pdf: Buffer;
}

/** The debtor's address and the language the account's documents are in: the invoice language, else the account's. */
async function loadDebtor(
  executor: Executor,
  accountId: number,
): Promise<{ debtor: MandateDebtor; language: Language }> {
  const [row] = await executor
    .select({
      company: users.company,
      billingFirstname: users.billingFirstname,
      billingLastname: users.billingLastname,
      street: users.street,
      postalCode: users.postalCode,
      city: users.city,
      country: users.country,
      invoiceLanguage: users.invoiceLanguage,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, accountId));
  if (!row) throw new AppError(404, 'user_not_found', 'users.notFound');
  const { invoiceLanguage, language, ...debtor } = row;
  return { debtor, language: [invoiceLanguage, language].find(isLanguage) ?? 'en' };
}

/** `sepa-mandate-SANDBOX-1A2B.pdf`: only characters every file system and header takes. */
const fileNameOf = (reference: string | null) =>
  reference ? `sepa-mandate-${reference.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf` : 'sepa-mandate.pdf';

/**
 * `GET /v1/account/billing/payment-methods/:id/mandate`: one of the account's live SEPA methods'
 * mandate as a PDF (decision 0081). Another account's or a removed method is not found; a card has
 * no mandate (409). Each download is recorded on the method, as document downloads are.
 */
export async function downloadMandate(
  deps: AppDeps,
  context: RequestContext,
  id: string,
): Promise<MandateFile> {
  const accountId = accountOf(context);
  const { db } = deps.database;
  const method = await findOwnPaymentMethod(db, accountId, id);
  if (!method) throw notFound();
  if (method.type !== 'sepa_debit') throw new AppError(409, 'conflict', 'payments.mandate.notSepa');
  const { debtor, language } = await loadDebtor(db, accountId);
  const pdf = await renderMandatePdf(deps.config, { method, debtor, language });
  const fileName = fileNameOf(method.mandateReference);
  await recordAudit(db, {
    entityType: 'payment_method',
    entityId: method.id,
    event: 'download',
    ...auditBy(context, accountId),
    newValues: { document: 'sepa mandate', mandate_reference: method.mandateReference, file: fileName },
  });
  return { fileName, pdf };
}
