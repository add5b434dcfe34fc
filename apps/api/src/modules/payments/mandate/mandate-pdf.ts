import type { Language } from '@portal/contract';
import type { Config } from '../../../config';
import type { users } from '../../../db/schema/index';
import { tCount } from '../../../platform/i18n/index';
import { BOLD, pdfText, REGULAR, renderPdf } from '../../../platform/pdf/index';
import {
  countryName,
  drawFooter,
  drawHeader,
  drawParagraphs,
  ensureRoom,
  formatDate,
  LEFT,
  label,
  loadSellerLogo,
  type Page,
  RIGHT,
  type SellerConfig,
  sellerAddress,
} from '../../invoices/index';
import type { PaymentMethodRow } from '../payment-method-queries';
import { maskedIban } from './sepa-mandate';

/** The seller as creditor: its invoice details, its creditor identifier and its notice period. */
export type MandateSeller = SellerConfig &
  Pick<Config, 'SELLER_COUNTRY' | 'SELLER_SEPA_CREDITOR_ID' | 'SEPA_PRENOTIFICATION_DAYS'>;

/** The debtor's billing address, as the account's invoice data states it. */
export type MandateDebtor = Pick<
  typeof users.$inferSelect,
  'company' | 'billingFirstname' | 'billingLastname' | 'street' | 'postalCode' | 'city' | 'country'
>;

export interface MandateDocument {
  method: PaymentMethodRow;
  debtor: MandateDebtor;
  language: Language;
}

const GREY = '#555555';
/** The names column: wide enough for "Identifiant créancier SEPA (ICS)" in 9 pt. */
const NAMES_WIDTH = 185;

/** A heading, then name and value pairs, a value over several lines where it has them. Returns the next y. */
function drawSection(page: Page, y: number, heading: string, rows: [string, string][]): number {
  const { doc } = page;
  const valueWidth = RIGHT - LEFT - NAMES_WIDTH;
  let next = ensureRoom(page, y, 40);
  doc.font(BOLD).fontSize(11).fillColor('black').text(pdfText(heading), LEFT, next);
  next = doc.y + 4;
  for (const [name, value] of rows) {
    const text = pdfText(value);
    doc.font(REGULAR).fontSize(9);
    next = ensureRoom(page, next, doc.heightOfString(text, { width: valueWidth }));
    doc.fillColor(GREY).text(pdfText(name), LEFT, next, { width: NAMES_WIDTH - 10 });
    const nameBottom = doc.y;
    doc.fillColor('black').text(text, LEFT + NAMES_WIDTH, next, { width: valueWidth });
    next = Math.max(doc.y, nameBottom) + 3;
  }
  return next + 14;
}

function debtorAddress(debtor: MandateDebtor, language: Language): string {
  const place = [debtor.postalCode, debtor.city].filter(Boolean).join(' ');
  return [debtor.company, debtor.street, place, debtor.country ? countryName(debtor.country, language) : null]
    .filter((line): line is string => Boolean(line?.trim()))
    .join('\n');
}

/**
 * The SEPA Core mandate of a saved SEPA method (decision 0081) with the rulebook's mandatory
 * elements: creditor, identifier, reference, debtor, account, type of payment, the online signing
 * and the EPC's authorisation text in the document's language, plus the agreed pre-notification.
 */
export async function renderMandatePdf(seller: MandateSeller, document: MandateDocument): Promise<Buffer> {
  const { method, debtor, language } = document;
  const logo = await loadSellerLogo(seller.SELLER_LOGO_PATH);
  const creditor = seller.SELLER_NAME;
  const signedAt = method.mandateAcceptedAt;
  const createdAt = signedAt ?? method.createdAt;
  const title = `${seller.SELLER_NAME} ${method.mandateReference ?? ''}`.trim();
  return renderPdf({ title, author: seller.SELLER_NAME, createdAt }, (doc) => {
    // SEPA debits are in euro; the currency is only there for the shared layout's amounts.
    const page: Page = { doc, language, currency: 'EUR', seller, logo };
    drawHeader(page, label(page, 'payments.mandate.title'));
    doc.font(REGULAR).fontSize(10).fillColor(GREY).text(label(page, 'payments.mandate.scheme'), LEFT, 132);
    let y = 160;
    y = drawSection(page, y, label(page, 'payments.mandate.mandate'), [
      [
        label(page, 'payments.mandate.reference'),
        method.mandateReference ?? label(page, 'payments.mandate.referencePending'),
      ],
      [label(page, 'payments.mandate.paymentType'), label(page, 'payments.mandate.recurrent')],
      [
        label(page, 'payments.mandate.signed'),
        signedAt
          ? label(page, 'payments.mandate.signedOnline', { date: formatDate(signedAt, language) })
          : label(page, 'payments.mandate.signedOnlineUndated'),
      ],
    ]);
    y = drawSection(page, y, label(page, 'payments.mandate.creditor'), [
      [label(page, 'payments.mandate.name'), creditor],
      [
        label(page, 'payments.mandate.address'),
        `${sellerAddress(seller)}\n${countryName(seller.SELLER_COUNTRY, language)}`,
      ],
      [label(page, 'payments.mandate.creditorId'), seller.SELLER_SEPA_CREDITOR_ID],
    ]);
    const holder =
      method.holderName ?? [debtor.billingFirstname, debtor.billingLastname].filter(Boolean).join(' ');
    y = drawSection(page, y, label(page, 'payments.mandate.debtor'), [
      [label(page, 'payments.mandate.holder'), holder],
      [label(page, 'payments.mandate.address'), debtorAddress(debtor, language)],
      [label(page, 'payments.mandate.iban'), maskedIban(method.country, method.last4)],
      ...(method.bankCode
        ? [[label(page, 'payments.mandate.bankCode'), method.bankCode] as [string, string]]
        : []),
    ]);
    y = drawParagraphs(page, y - 6, [label(page, 'payments.mandate.ibanMasked')]);
    y = drawParagraphs(page, y + 10, [label(page, 'payments.mandate.authorisation', { creditor })]);
    const days = seller.SEPA_PRENOTIFICATION_DAYS;
    drawParagraphs(page, y + 10, [
      tCount(language, 'payments.mandate.prenotification', days, { creditor }),
      label(page, 'payments.mandate.revocation'),
    ]);
    drawFooter(page);
  });
}
