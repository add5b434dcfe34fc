// A UBL 2.1 Invoice or CreditNote read into EN 16931 business terms, by the UBL binding of the
// standard (EN 16931-3-2) as the official schematron (EN16931-UBL-model.sch) addresses them.
import type { Address, AllowanceCharge, Contact, EInvoiceTerms, Line, Party, PaymentMeans } from './terms';
import { emptyElements, parseXml, xmlReader } from './xml-reader';

export const UBL_NAMESPACES = {
  ubl: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cn: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

const { node, nodes, term, terms } = xmlReader(UBL_NAMESPACES);

/** The elements the UBL rules treat as amounts (BR-CL-03, PEPPOL-EN16931-R051). */
const AMOUNT_ELEMENTS = [
  'Amount',
  'BaseAmount',
  'PriceAmount',
  'TaxAmount',
  'TaxableAmount',
  'LineExtensionAmount',
  'TaxExclusiveAmount',
  'TaxInclusiveAmount',
  'AllowanceTotalAmount',
  'ChargeTotalAmount',
  'PrepaidAmount',
  'PayableRoundingAmount',
  'PayableAmount',
];
const DATE_ELEMENTS = ['IssueDate', 'DueDate', 'TaxPointDate', 'StartDate', 'EndDate', 'ActualDeliveryDate'];

function address(element: Element | null): Address | null {
  if (!element) return null;
  return {
    line1: term(element, 'cbc:StreetName'),
    city: term(element, 'cbc:CityName'),
    postCode: term(element, 'cbc:PostalZone'),
    country: term(element, 'cac:Country/cbc:IdentificationCode'),
  };
}

function contact(element: Element | null): Contact | null {
  if (!element) return null;
  return {
    name: term(element, 'cbc:Name'),
    phone: term(element, 'cbc:Telephone'),
    email: term(element, 'cbc:ElectronicMail'),
  };
}

function party(element: Element | null): Party {
  return {
    name: term(element, 'cac:PartyLegalEntity/cbc:RegistrationName'),
    tradingName: term(element, 'cac:PartyName/cbc:Name'),
    identifiers: terms(element, "cac:PartyIdentification/cbc:ID[not(@schemeID = 'SEPA')]"),
    legalRegistrationId: term(element, 'cac:PartyLegalEntity/cbc:CompanyID'),
    vatId: term(element, "cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) = 'VAT']/cbc:CompanyID"),
    taxRegistrationId: term(
      element,
      "cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) != 'VAT']/cbc:CompanyID",
    ),
    electronicAddress: term(element, 'cbc:EndpointID'),
    address: address(node(element, 'cac:PostalAddress')),
    contact: contact(node(element, 'cac:Contact')),
  };
}

function allowanceCharge(element: Element): AllowanceCharge {
  return {
    indicator: term(element, 'cbc:ChargeIndicator'),
    amount: term(element, 'cbc:Amount'),
    baseAmount: term(element, 'cbc:BaseAmount'),
    percentage: term(element, 'cbc:MultiplierFactorNumeric'),
    category: term(element, 'cac:TaxCategory/cbc:ID'),
    rate: term(element, 'cac:TaxCategory/cbc:Percent'),
    reason: term(element, 'cbc:AllowanceChargeReason'),
    reasonCode: term(element, 'cbc:AllowanceChargeReasonCode'),
  };
}

function paymentMeans(element: Element): PaymentMeans {
  const card = node(element, 'cac:CardAccount');
  const mandate = node(element, 'cac:PaymentMandate');
  return {
    code: term(element, 'cbc:PaymentMeansCode'),
    text: term(element, 'cbc:PaymentMeansCode/@name'),
    transfers: nodes(element, 'cac:PayeeFinancialAccount').map((account) => ({
      accountId: term(account, 'cbc:ID'),
      accountName: term(account, 'cbc:Name'),
      bic: term(account, 'cac:FinancialInstitutionBranch/cbc:ID'),
    })),
    card: card
      ? { number: term(card, 'cbc:PrimaryAccountNumberID'), holder: term(card, 'cbc:HolderName') }
      : null,
    mandate: mandate
      ? {
          reference: term(mandate, 'cbc:ID'),
          debitedAccount: term(mandate, 'cac:PayerFinancialAccount/cbc:ID'),
        }
      : null,
  };
}

function line(element: Element): Line {
  const period = node(element, 'cac:InvoicePeriod');
  return {
    id: term(element, 'cbc:ID'),
    quantity: term(element, 'cbc:InvoicedQuantity | cbc:CreditedQuantity'),
    netAmount: term(element, 'cbc:LineExtensionAmount'),
    period: period ? { start: term(period, 'cbc:StartDate'), end: term(period, 'cbc:EndDate') } : null,
    allowanceCharges: nodes(element, 'cac:AllowanceCharge').map(allowanceCharge),
    netPrice: term(element, 'cac:Price/cbc:PriceAmount'),
    grossPrice: term(element, 'cac:Price/cac:AllowanceCharge/cbc:BaseAmount'),
    priceAllowances: nodes(element, 'cac:Price/cac:AllowanceCharge').map(allowanceCharge),
    baseQuantity: term(element, 'cac:Price/cbc:BaseQuantity'),
    category: term(element, 'cac:Item/cac:ClassifiedTaxCategory/cbc:ID'),
    rate: term(element, 'cac:Item/cac:ClassifiedTaxCategory/cbc:Percent'),
    itemName: term(element, 'cac:Item/cbc:Name'),
    standardId: term(element, 'cac:Item/cac:StandardItemIdentification/cbc:ID'),
    classifications: terms(element, 'cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode'),
    documentReferences: nodes(element, 'cac:DocumentReference').map((reference) => ({
      id: term(reference, 'cbc:ID'),
      typeCode: term(reference, 'cbc:DocumentTypeCode'),
    })),
  };
}

/** Reads a UBL Invoice or CreditNote; throws when it is not one. */
export function readUbl(xml: string): EInvoiceTerms {
  const document = parseXml(xml);
  const root = document.documentElement;
  const name = root.localName;
  const expected = name === 'Invoice' ? UBL_NAMESPACES.ubl : UBL_NAMESPACES.cn;
  if ((name !== 'Invoice' && name !== 'CreditNote') || root.namespaceURI !== expected) {
    throw new Error(`not a UBL Invoice or CreditNote: {${root.namespaceURI}}${name}`);
  }
  const currency = term(root, 'cbc:DocumentCurrencyCode');
  const supplier = node(root, 'cac:AccountingSupplierParty/cac:Party');
  const payeeParty = node(root, 'cac:PayeeParty');
  const representative = node(root, 'cac:TaxRepresentativeParty');
  const delivery = node(root, 'cac:Delivery');
  const period = node(root, 'cac:InvoicePeriod');
  const totals = node(root, 'cac:LegalMonetaryTotal');
  const allElements = nodes(root, '//*');

  return {
    syntax: 'ubl',
    root: name,
    number: term(root, 'cbc:ID'),
    issueDate: term(root, 'cbc:IssueDate'),
    typeCode: term(root, 'cbc:InvoiceTypeCode | cbc:CreditNoteTypeCode'),
    currency,
    taxCurrency: term(root, 'cbc:TaxCurrencyCode'),
    taxPointDate: term(root, 'cbc:TaxPointDate'),
    taxPointDateCode: term(root, 'cac:InvoicePeriod/cbc:DescriptionCode'),
    dueDate: term(root, 'cbc:DueDate | cac:PaymentMeans/cbc:PaymentDueDate'),
    buyerReference: term(root, 'cbc:BuyerReference'),
    purchaseOrder: term(root, 'cac:OrderReference/cbc:ID'),
    paymentTerms: term(root, 'cac:PaymentTerms/cbc:Note'),
    notes: terms(root, 'cbc:Note'),
    businessProcess: term(root, 'cbc:ProfileID'),
    specification: term(root, 'cbc:CustomizationID'),
    precedingInvoices: nodes(root, 'cac:BillingReference').map((reference) => ({
      number: term(reference, 'cac:InvoiceDocumentReference/cbc:ID'),
      issueDate: term(reference, 'cac:InvoiceDocumentReference/cbc:IssueDate'),
    })),
    supportingDocuments: nodes(root, 'cac:AdditionalDocumentReference').map((reference) => ({
      id: term(reference, 'cbc:ID'),
      typeCode: term(reference, 'cbc:DocumentTypeCode'),
      fileName: term(reference, 'cac:Attachment/cbc:EmbeddedDocumentBinaryObject/@filename'),
    })),
    seller: party(supplier),
    buyer: party(node(root, 'cac:AccountingCustomerParty/cac:Party')),
    payee: payeeParty
      ? {
          name: term(payeeParty, 'cac:PartyName/cbc:Name'),
          identifiers: terms(payeeParty, "cac:PartyIdentification/cbc:ID[not(@schemeID = 'SEPA')]"),
        }
      : null,
    taxRepresentative: representative
      ? {
          name: term(representative, 'cac:PartyName/cbc:Name'),
          vatId: term(
            representative,
            "cac:PartyTaxScheme[normalize-space(cac:TaxScheme/cbc:ID) = 'VAT']/cbc:CompanyID",
          ),
          address: address(node(representative, 'cac:PostalAddress')),
        }
      : null,
    delivery: delivery
      ? {
          date: term(delivery, 'cbc:ActualDeliveryDate'),
          address: address(node(delivery, 'cac:DeliveryLocation/cac:Address')),
        }
      : null,
    period: period ? { start: term(period, 'cbc:StartDate'), end: term(period, 'cbc:EndDate') } : null,
    remittance: term(root, 'cac:PaymentMeans/cbc:PaymentID'),
    paymentMeans: nodes(root, 'cac:PaymentMeans').map(paymentMeans),
    creditorId: term(
      root,
      "cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA'] | cac:PayeeParty/cac:PartyIdentification/cbc:ID[@schemeID = 'SEPA']",
    ),
    allowanceCharges: nodes(root, 'cac:AllowanceCharge').map(allowanceCharge),
    totals: {
      present: totals !== null,
      lines: term(totals, 'cbc:LineExtensionAmount'),
      allowances: term(totals, 'cbc:AllowanceTotalAmount'),
      charges: term(totals, 'cbc:ChargeTotalAmount'),
      net: term(totals, 'cbc:TaxExclusiveAmount'),
      taxTotals: terms(root, 'cac:TaxTotal/cbc:TaxAmount'),
      gross: term(totals, 'cbc:TaxInclusiveAmount'),
      paid: term(totals, 'cbc:PrepaidAmount'),
      rounding: term(totals, 'cbc:PayableRoundingAmount'),
      payable: term(totals, 'cbc:PayableAmount'),
    },
    vatBreakdown: nodes(root, 'cac:TaxTotal/cac:TaxSubtotal').map((subtotal) => ({
      taxableAmount: term(subtotal, 'cbc:TaxableAmount'),
      taxAmount: term(subtotal, 'cbc:TaxAmount'),
      category: term(subtotal, 'cac:TaxCategory/cbc:ID'),
      rate: term(subtotal, 'cac:TaxCategory/cbc:Percent'),
      exemptionReason: term(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReason'),
      exemptionReasonCode: term(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode'),
    })),
    lines: nodes(root, 'cac:InvoiceLine | cac:CreditNoteLine').map(line),
    syntaxFacts: {
      emptyElements: emptyElements(document),
      amounts: allElements
        .filter((element) => AMOUNT_ELEMENTS.includes(element.localName))
        .map((element) => {
          const parent = element.parentNode as Element;
          const accounting = parent.localName === 'TaxTotal' && nodes(parent, 'cac:TaxSubtotal').length === 0;
          return {
            element: `${parent.localName}/${element.localName}`,
            currency: element.getAttribute('currencyID'),
            accounting,
          };
        }),
      taxTotals: {
        withSubtotals: nodes(root, 'cac:TaxTotal[cac:TaxSubtotal]').length,
        withoutSubtotals: nodes(root, 'cac:TaxTotal[not(cac:TaxSubtotal)]').length,
      },
      dates: allElements
        .filter((element) => DATE_ELEMENTS.includes(element.localName))
        .map((element) => ({ element: element.localName, raw: element.textContent ?? '' })),
    },
  };
}
