import type { Language } from '@portal/contract';
import { type CatalogCurrencyCode, formatMoney } from '@portal/contract/money';
import type { Config } from '../../../config';
import type { BuyerSnapshot } from '../../../db/schema/index';
import { type ServerMessageKey, t } from '../../../platform/i18n/index';
import { BOLD, type Pdf, type PreparedImage, pdfText, REGULAR } from '../../../platform/pdf/index';
import { countryName } from './format';

export type SellerConfig = Pick<
  Config,
  | 'SELLER_NAME'
  | 'SELLER_STREET'
  | 'SELLER_POSTAL_CODE'
  | 'SELLER_CITY'
  | 'SELLER_VAT_ID'
  | 'SELLER_EMAIL'
  | 'SELLER_BANK_NAME'
  | 'SELLER_IBAN'
  | 'SELLER_BIC'
  | 'SELLER_LOGO_PATH'
  | 'SELLER_SEPA_CREDITOR_ID'
>;

/** What every drawing step needs: the page, the document's language and currency, the seller. */
export interface Page {
  doc: Pdf;
  language: Language;
  currency: CatalogCurrencyCode;
  seller: SellerConfig;
  /** The seller's logo, prepared once per process (seller-logo.ts). */
  logo: PreparedImage;
}

/** `Mariahilfer Straße 1, 1060 Wien`: the seller's address on one line. */
export const sellerAddress = (seller: SellerConfig) =>
  `${seller.SELLER_STREET}, ${seller.SELLER_POSTAL_CODE} ${seller.SELLER_CITY}`;

export const LEFT = 50;
export const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 760;
const GREY = '#555555';
const MINUS = '\u2212';
/** The document's facts (number, dates, service period) at the right of the buyer. */
const FACTS_LEFT = 300;
const FACTS_GAP = 8;

export const label = (page: Page, key: ServerMessageKey, params?: Record<string, string | number>) =>
  pdfText(t(page.language, key, params));
/** `Label: value`; French puts a no-break space before the colon. */
export const labelled = (page: Page, key: ServerMessageKey, value: string) =>
  `${label(page, key)}${page.language === 'fr' ? '\u00a0:' : ':'} ${pdfText(value)}`;
/**
 * `1.234,50 €`, `$1,234.50`, `−25,00 €`: minor units in the document's language, with € or $. A
 * negative amount (a coupon, a credit) carries a real minus sign (U+2212), as printed text does,
 * where Intl writes a hyphen.
 */
export const money = (page: Page, minor: number) =>
  pdfText(formatMoney(minor, page.currency, page.language).replace('-', MINUS));

/** Starts a new page (with the footer on the full one) when `height` more does not fit. */
export function ensureRoom(page: Page, y: number, height: number): number {
  if (y + height <= BOTTOM) return y;
  drawFooter(page);
  page.doc.addPage();
  return 50;
}

/** The seller's logo above the document title at the left; the seller's name and contact at the right. */
export function drawHeader(page: Page, title: string): void {
  const { doc, seller } = page;
  // A square mark or a wide word mark: either fits this box, at its own proportions.
  page.logo.draw(doc, LEFT, 50, [150, 40]);
  doc.font(BOLD).fontSize(22).fillColor('black').text(pdfText(title), LEFT, 100);
  const contact = [
    sellerAddress(seller),
    labelled(page, 'invoices.pdf.vatId', seller.SELLER_VAT_ID),
    seller.SELLER_EMAIL,
  ];
  doc.font(BOLD).fontSize(11).text(pdfText(seller.SELLER_NAME), 330, 50, { width: 215, align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(GREY)
    .text(pdfText(contact.join('\n')), 330, doc.y + 2, { width: 215, align: 'right' })
    .fillColor('black');
}

function buyerLines(page: Page, buyer: BuyerSnapshot): string[] {
  const name = [buyer.firstname, buyer.lastname].filter(Boolean).join(' ');
  const place = [buyer.postalCode, buyer.city].filter(Boolean).join(' ');
  return [
    buyer.company,
    name,
    buyer.street,
    place,
    buyer.country ? countryName(buyer.country, page.language) : null,
    buyer.vatId ? labelled(page, 'invoices.pdf.vatId', buyer.vatId) : null,
    buyer.reference ? labelled(page, 'invoices.pdf.reference', buyer.reference) : null,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/** The buyer at the left, the document's facts (number, dates, …) at the right. Returns the next y. */
export function drawParties(page: Page, buyer: BuyerSnapshot, facts: [string, string][]): number {
  const { doc } = page;
  const top = 150;
  doc.font(BOLD).fontSize(9).fillColor(GREY).text(label(page, 'invoices.pdf.billTo'), LEFT, top);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor('black')
    .text(pdfText(buyerLines(page, buyer).join('\n')), LEFT, top + 14, { width: FACTS_LEFT - LEFT - 15 });
  const buyerBottom = doc.y;
  // The names take the width of the longest one and the values the rest, so a yearly service period
  // with the widest month ("28 mars 2026 – 28 mars 2027", 136 pt in DejaVu Sans 9) stays on one line.
  doc.font(REGULAR).fontSize(9);
  const namesWidth = Math.max(...facts.map(([name]) => doc.widthOfString(pdfText(name))));
  const valuesLeft = FACTS_LEFT + namesWidth + FACTS_GAP;
  let y = top;
  for (const [name, value] of facts) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(GREY)
      .text(pdfText(name), FACTS_LEFT, y, { width: namesWidth + 1 });
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor('black')
      .text(pdfText(value), valuesLeft, y, { width: RIGHT - valuesLeft, align: 'right' });
    y = Math.max(doc.y, y + 13);
  }
  return Math.max(buyerBottom, y) + 30;
}

/** Plain paragraphs across the page. Returns the next y. */
export function drawParagraphs(page: Page, y: number, paragraphs: string[]): number {
  const { doc } = page;
  let next = y;
  doc.font(REGULAR).fontSize(9).fillColor('black');
  for (const paragraph of paragraphs) {
    const text = pdfText(paragraph);
    next = ensureRoom(page, next, doc.heightOfString(text, { width: WIDTH }) + 4);
    doc.text(text, LEFT, next, { width: WIDTH });
    next = doc.y + 4;
  }
  return next;
}

/** The seller's legal line at the foot of the current page (every page gets one). */
export function drawFooter(page: Page): void {
  const { doc, seller } = page;
  const line = [seller.SELLER_NAME, sellerAddress(seller), seller.SELLER_VAT_ID, seller.SELLER_EMAIL].join(
    ' · ',
  );
  doc
    .font(REGULAR)
    .fontSize(8)
    .fillColor(GREY)
    .text(pdfText(line), LEFT, 790, { width: WIDTH, align: 'center', lineBreak: false });
  doc.fillColor('black');
}
