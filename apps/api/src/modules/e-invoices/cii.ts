import { toDecimalString } from '@portal/contract/money';
import type { Buyer, EInvoiceModel, Seller, Tax } from './model';
import { PEPPOL_PROFILE, percent } from './ubl';
import { leaf, node, nodeWith, XML_DECLARATION } from './xml';

/** Which rules a CII document is written to: XRechnung 3.0, or Factur-X / ZUGFeRD profile EN 16931. */
export type CiiProfile = 'xrechnung' | 'factur-x';

const GUIDELINE: Record<CiiProfile, string> = {
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  'factur-x': 'urn:cen.eu:en16931:2017',
};

const NAMESPACES = {
  'xmlns:rsm': 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  'xmlns:ram': 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  'xmlns:qdt': 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  'xmlns:udt': 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

/** `2026-11-02` → `20261102` in the date format CII calls 102. */
const date102 = (element: string, day: string, type = 'udt') =>
  node(element, leaf(`${type}:DateTimeString`, day.replaceAll('-', ''), { format: '102' }));

function tradeTax(tax: Tax, amounts: string[] | null): string {
  // The header's breakdown names the amounts and why no VAT is charged; a line or an allowance only
  // its category. Category O has no rate on a line (BR-O-05); in the breakdown it is written as 0
  // (XRechnung BR-DE-14 requires one).
  const [calculated, basis] = amounts ?? [];
  const withRate = tax.category !== 'O' || amounts !== null;
  return [
    calculated ?? '',
    leaf('ram:TypeCode', 'VAT'),
    amounts && tax.exemption ? leaf('ram:ExemptionReason', tax.exemption.reason) : '',
    basis ?? '',
    leaf('ram:CategoryCode', tax.category),
    amounts && tax.exemption ? leaf('ram:ExemptionReasonCode', tax.exemption.code) : '',
    withRate ? leaf('ram:RateApplicablePercent', percent(tax.rate)) : '',
  ].join('');
}

function party(element: string, party: Seller | Buyer, extra: { legalId?: string; contact: string }): string {
  return node(
    element,
    leaf('ram:Name', party.name),
    extra.legalId ? node('ram:SpecifiedLegalOrganization', leaf('ram:ID', extra.legalId)) : '',
    extra.contact,
    node(
      'ram:PostalTradeAddress',
      leaf('ram:PostcodeCode', party.postalCode),
      leaf('ram:LineOne', party.street),
      leaf('ram:CityName', party.city),
      leaf('ram:CountryID', party.country),
    ),
    node(
      'ram:URIUniversalCommunication',
      leaf('ram:URIID', party.electronicAddress.id, { schemeID: party.electronicAddress.scheme }),
    ),
    party.vatId ? node('ram:SpecifiedTaxRegistration', leaf('ram:ID', party.vatId, { schemeID: 'VA' })) : '',
  );
}

function contact(name: string | null, phone: string | null, email: string | null): string {
  return node(
    'ram:DefinedTradeContact',
    leaf('ram:PersonName', name),
    node('ram:TelephoneUniversalCommunication', leaf('ram:CompleteNumber', phone)),
    node('ram:EmailURIUniversalCommunication', leaf('ram:URIID', email)),
  );
}

function paymentMeans(model: EInvoiceModel): string {
  const { payment } = model;
  return node(
    'ram:SpecifiedTradeSettlementPaymentMeans',
    leaf('ram:TypeCode', payment.meansCode),
    leaf('ram:Information', payment.meansText),
    payment.card
      ? node('ram:ApplicableTradeSettlementFinancialCard', leaf('ram:ID', payment.card.last4))
      : '',
    payment.directDebit
      ? node('ram:PayerPartyDebtorFinancialAccount', leaf('ram:IBANID', payment.directDebit.debitedAccount))
      : '',
    payment.transfer
      ? node(
          'ram:PayeePartyCreditorFinancialAccount',
          leaf('ram:IBANID', payment.transfer.iban),
          leaf('ram:AccountName', payment.transfer.accountName),
        )
      : '',
    payment.transfer
      ? node('ram:PayeeSpecifiedCreditorFinancialInstitution', leaf('ram:BICID', payment.transfer.bic))
      : '',
  );
}

const period = (element: string, value: { start: string; end: string } | null) =>
  value
    ? node(element, date102('ram:StartDateTime', value.start), date102('ram:EndDateTime', value.end))
    : '';

/** A UN/CEFACT Cross Industry Invoice (D16B) of the model: an invoice (380) or a credit note (381). */
export function writeCii(model: EInvoiceModel, profile: CiiProfile): string {
  const amount = (minor: number) => toDecimalString(minor, model.currency);
  const { seller, buyer, totals } = model;

  const lines = model.lines.map((line) =>
    node(
      'ram:IncludedSupplyChainTradeLineItem',
      node('ram:AssociatedDocumentLineDocument', leaf('ram:LineID', line.id)),
      node('ram:SpecifiedTradeProduct', leaf('ram:Name', line.name)),
      node(
        'ram:SpecifiedLineTradeAgreement',
        node('ram:NetPriceProductTradePrice', leaf('ram:ChargeAmount', amount(line.price))),
      ),
      node('ram:SpecifiedLineTradeDelivery', leaf('ram:BilledQuantity', line.quantity, { unitCode: 'C62' })),
      node(
        'ram:SpecifiedLineTradeSettlement',
        node('ram:ApplicableTradeTax', tradeTax(model.tax, null)),
        period('ram:BillingSpecifiedPeriod', line.period),
        node(
          'ram:SpecifiedTradeSettlementLineMonetarySummation',
          leaf('ram:LineTotalAmount', amount(line.amount)),
        ),
      ),
    ),
  );

  const agreement = node(
    'ram:ApplicableHeaderTradeAgreement',
    leaf('ram:BuyerReference', model.buyerReference),
    party('ram:SellerTradeParty', seller, {
      legalId: seller.registrationId,
      contact: contact(seller.contactName, seller.phone, seller.email),
    }),
    party('ram:BuyerTradeParty', buyer, { contact: contact(buyer.contactName, null, buyer.email) }),
    model.purchaseOrder
      ? node('ram:BuyerOrderReferencedDocument', leaf('ram:IssuerAssignedID', model.purchaseOrder))
      : '',
  );

  const settlement = node(
    'ram:ApplicableHeaderTradeSettlement',
    leaf('ram:CreditorReferenceID', model.payment.directDebit?.creditorId),
    leaf('ram:PaymentReference', model.payment.remittance),
    leaf('ram:InvoiceCurrencyCode', model.currency),
    paymentMeans(model),
    node(
      'ram:ApplicableTradeTax',
      tradeTax(model.tax, [
        leaf('ram:CalculatedAmount', amount(totals.tax)),
        leaf('ram:BasisAmount', amount(totals.net)),
      ]),
    ),
    period('ram:BillingSpecifiedPeriod', model.period),
    ...model.allowances.map((allowance) =>
      node(
        'ram:SpecifiedTradeAllowanceCharge',
        node('ram:ChargeIndicator', leaf('udt:Indicator', 'false')),
        leaf('ram:ActualAmount', amount(allowance.amount)),
        leaf('ram:Reason', allowance.reason),
        node('ram:CategoryTradeTax', tradeTax(model.tax, null)),
      ),
    ),
    node(
      'ram:SpecifiedTradePaymentTerms',
      leaf('ram:Description', model.payment.terms),
      model.dueDate ? date102('ram:DueDateDateTime', model.dueDate) : '',
      leaf('ram:DirectDebitMandateID', model.payment.directDebit?.mandateReference),
    ),
    node(
      'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      leaf('ram:LineTotalAmount', amount(totals.lines)),
      totals.allowances > 0 ? leaf('ram:AllowanceTotalAmount', amount(totals.allowances)) : '',
      leaf('ram:TaxBasisTotalAmount', amount(totals.net)),
      leaf('ram:TaxTotalAmount', amount(totals.tax), { currencyID: model.currency }),
      leaf('ram:GrandTotalAmount', amount(totals.gross)),
      totals.paid > 0 ? leaf('ram:TotalPrepaidAmount', amount(totals.paid)) : '',
      leaf('ram:DuePayableAmount', amount(totals.payable)),
    ),
    model.preceding
      ? node(
          'ram:InvoiceReferencedDocument',
          leaf('ram:IssuerAssignedID', model.preceding.number),
          date102('ram:FormattedIssueDateTime', model.preceding.issueDate, 'qdt'),
        )
      : '',
  );

  return (
    XML_DECLARATION +
    nodeWith(
      'rsm:CrossIndustryInvoice',
      NAMESPACES,
      node(
        'rsm:ExchangedDocumentContext',
        profile === 'xrechnung'
          ? node('ram:BusinessProcessSpecifiedDocumentContextParameter', leaf('ram:ID', PEPPOL_PROFILE))
          : '',
        node('ram:GuidelineSpecifiedDocumentContextParameter', leaf('ram:ID', GUIDELINE[profile])),
      ),
      node(
        'rsm:ExchangedDocument',
        leaf('ram:ID', model.number),
        leaf('ram:TypeCode', model.typeCode),
        date102('ram:IssueDateTime', model.issueDate),
      ),
      node(
        'rsm:SupplyChainTradeTransaction',
        ...lines,
        agreement,
        // Services: no delivery party or date; the group itself is required by the schema.
        '<ram:ApplicableHeaderTradeDelivery/>',
        settlement,
      ),
    )
  );
}
