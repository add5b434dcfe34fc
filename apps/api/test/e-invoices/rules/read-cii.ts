// A UN/CEFACT Cross Industry Invoice (D16B) read into EN 16931 business terms, by the CII binding of
// the standard (EN 16931-3-3) as the official schematron (EN16931-CII-model.sch) addresses them.
import type { Address, AllowanceCharge, Contact, EInvoiceTerms, Line, Party, PaymentMeans } from './terms';
import { emptyElements, parseXml, xmlReader } from './xml-reader';

export const CII_NAMESPACES = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
};

const { node, nodes, term, terms } = xmlReader(CII_NAMESPACES);

function address(element: Element | null): Address | null {
  if (!element) return null;
  return {
    line1: term(element, 'ram:LineOne'),
    city: term(element, 'ram:CityName'),
    postCode: term(element, 'ram:PostcodeCode'),
    country: term(element, 'ram:CountryID'),
  };
}

function contact(element: Element | null): Contact | null {
  if (!element) return null;
  return {
    name: term(element, 'ram:PersonName | ram:DepartmentName'),
    phone: term(element, 'ram:TelephoneUniversalCommunication/ram:CompleteNumber'),
    email: term(element, 'ram:EmailURIUniversalCommunication/ram:URIID'),
  };
}

function party(element: Element | null): Party {
  return {
    name: term(element, 'ram:Name'),
    tradingName: term(element, 'ram:SpecifiedLegalOrganization/ram:TradingBusinessName'),
    identifiers: terms(element, 'ram:ID | ram:GlobalID'),
    legalRegistrationId: term(element, 'ram:SpecifiedLegalOrganization/ram:ID'),
    vatId: term(element, "ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']"),
    taxRegistrationId: term(element, "ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'FC']"),
    electronicAddress: term(element, 'ram:URIUniversalCommunication/ram:URIID'),
    address: address(node(element, 'ram:PostalTradeAddress')),
    contact: contact(node(element, 'ram:DefinedTradeContact')),
  };
}

function allowanceCharge(element: Element): AllowanceCharge {
  return {
    indicator: term(element, 'ram:ChargeIndicator/udt:Indicator'),
    amount: term(element, 'ram:ActualAmount'),
    baseAmount: term(element, 'ram:BasisAmount'),
    percentage: term(element, 'ram:CalculationPercent'),
    category: term(element, 'ram:CategoryTradeTax/ram:CategoryCode'),
    rate: term(element, 'ram:CategoryTradeTax/ram:RateApplicablePercent'),
    reason: term(element, 'ram:Reason'),
    reasonCode: term(element, 'ram:ReasonCode'),
  };
}

function line(element: Element): Line {
  const settlement = node(element, 'ram:SpecifiedLineTradeSettlement');
  const period = node(settlement, 'ram:BillingSpecifiedPeriod');
  const agreement = node(element, 'ram:SpecifiedLineTradeAgreement');
  return {
    id: term(element, 'ram:AssociatedDocumentLineDocument/ram:LineID'),
    quantity: term(element, 'ram:SpecifiedLineTradeDelivery/ram:BilledQuantity'),
    netAmount: term(settlement, 'ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount'),
    period: period
      ? {
          start: term(period, 'ram:StartDateTime/udt:DateTimeString'),
          end: term(period, 'ram:EndDateTime/udt:DateTimeString'),
        }
      : null,
    allowanceCharges: settlement
      ? nodes(settlement, 'ram:SpecifiedTradeAllowanceCharge').map(allowanceCharge)
      : [],
    netPrice: term(agreement, 'ram:NetPriceProductTradePrice/ram:ChargeAmount'),
    grossPrice: term(agreement, 'ram:GrossPriceProductTradePrice/ram:ChargeAmount'),
    priceAllowances: agreement
      ? nodes(agreement, 'ram:GrossPriceProductTradePrice/ram:AppliedTradeAllowanceCharge').map(
          allowanceCharge,
        )
      : [],
    baseQuantity: term(agreement, 'ram:NetPriceProductTradePrice/ram:BasisQuantity'),
    category: term(settlement, 'ram:ApplicableTradeTax/ram:CategoryCode'),
    rate: term(settlement, 'ram:ApplicableTradeTax/ram:RateApplicablePercent'),
    itemName: term(element, 'ram:SpecifiedTradeProduct/ram:Name'),
    standardId: term(element, 'ram:SpecifiedTradeProduct/ram:GlobalID'),
    classifications: terms(
      element,
      'ram:SpecifiedTradeProduct/ram:DesignatedProductClassification/ram:ClassCode',
    ),
    documentReferences: agreement
      ? nodes(agreement, 'ram:AdditionalReferencedDocument').map((reference) => ({
          id: term(reference, 'ram:IssuerAssignedID'),
          typeCode: term(reference, 'ram:TypeCode'),
        }))
      : [],
  };
}

/** Reads a CrossIndustryInvoice; throws when it is not one. */
export function readCii(xml: string): EInvoiceTerms {
  const document = parseXml(xml);
  const root = document.documentElement;
  if (root.localName !== 'CrossIndustryInvoice' || root.namespaceURI !== CII_NAMESPACES.rsm) {
    throw new Error(`not a CrossIndustryInvoice: {${root.namespaceURI}}${root.localName}`);
  }
  const context = node(root, 'rsm:ExchangedDocumentContext');
  const exchanged = node(root, 'rsm:ExchangedDocument');
  const transaction = node(root, 'rsm:SupplyChainTradeTransaction');
  const agreement = node(transaction, 'ram:ApplicableHeaderTradeAgreement');
  const deliveryGroup = node(transaction, 'ram:ApplicableHeaderTradeDelivery');
  const settlement = node(transaction, 'ram:ApplicableHeaderTradeSettlement');
  const paymentTerms = node(settlement, 'ram:SpecifiedTradePaymentTerms');
  const totals = node(settlement, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  const period = node(settlement, 'ram:BillingSpecifiedPeriod');
  const payee = node(settlement, 'ram:PayeeTradeParty');
  const representative = node(agreement, 'ram:SellerTaxRepresentativeTradeParty');
  const shipTo = node(deliveryGroup, 'ram:ShipToTradeParty');
  const deliveryDate = term(
    deliveryGroup,
    'ram:ActualDeliverySupplyChainEvent/ram:OccurrenceDateTime/udt:DateTimeString',
  );
  const mandateReference = term(paymentTerms, 'ram:DirectDebitMandateID');

  const paymentMeans = (element: Element): PaymentMeans => {
    const card = node(element, 'ram:ApplicableTradeSettlementFinancialCard');
    const debited = term(element, 'ram:PayerPartyDebtorFinancialAccount/ram:IBANID');
    return {
      code: term(element, 'ram:TypeCode'),
      text: term(element, 'ram:Information'),
      transfers: nodes(element, 'ram:PayeePartyCreditorFinancialAccount').map((account) => ({
        accountId: term(account, 'ram:IBANID | ram:ProprietaryID'),
        accountName: term(account, 'ram:AccountName'),
        bic: term(element, 'ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID'),
      })),
      card: card ? { number: term(card, 'ram:ID'), holder: term(card, 'ram:CardholderName') } : null,
      // BG-19 has no element of its own in CII: the mandate lives in the payment terms, the debited
      // account in the payment means.
      mandate:
        mandateReference.present || debited.present
          ? { reference: mandateReference, debitedAccount: debited }
          : null,
    };
  };

  return {
    syntax: 'cii',
    root: 'CrossIndustryInvoice',
    number: term(exchanged, 'ram:ID'),
    issueDate: term(exchanged, "ram:IssueDateTime/udt:DateTimeString[@format = '102']"),
    typeCode: term(exchanged, 'ram:TypeCode'),
    currency: term(settlement, 'ram:InvoiceCurrencyCode'),
    taxCurrency: term(settlement, 'ram:TaxCurrencyCode'),
    taxPointDate: term(settlement, 'ram:ApplicableTradeTax/ram:TaxPointDate/udt:DateString'),
    taxPointDateCode: term(settlement, 'ram:ApplicableTradeTax/ram:DueDateTypeCode'),
    dueDate: term(paymentTerms, 'ram:DueDateDateTime/udt:DateTimeString'),
    buyerReference: term(agreement, 'ram:BuyerReference'),
    purchaseOrder: term(agreement, 'ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID'),
    paymentTerms: term(paymentTerms, 'ram:Description'),
    notes: terms(exchanged, 'ram:IncludedNote/ram:Content'),
    businessProcess: term(context, 'ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID'),
    specification: term(context, 'ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'),
    precedingInvoices: nodes(settlement ?? root, 'ram:InvoiceReferencedDocument').map((reference) => ({
      number: term(reference, 'ram:IssuerAssignedID'),
      issueDate: term(reference, 'ram:FormattedIssueDateTime/qdt:DateTimeString'),
    })),
    supportingDocuments: (agreement ? nodes(agreement, 'ram:AdditionalReferencedDocument') : []).map(
      (reference) => ({
        id: term(reference, 'ram:IssuerAssignedID'),
        typeCode: term(reference, 'ram:TypeCode'),
        fileName: term(reference, 'ram:AttachmentBinaryObject/@filename'),
      }),
    ),
    seller: party(node(agreement, 'ram:SellerTradeParty')),
    buyer: party(node(agreement, 'ram:BuyerTradeParty')),
    payee: payee
      ? { name: term(payee, 'ram:Name'), identifiers: terms(payee, 'ram:ID | ram:GlobalID') }
      : null,
    taxRepresentative: representative
      ? {
          name: term(representative, 'ram:Name'),
          vatId: term(representative, "ram:SpecifiedTaxRegistration/ram:ID[@schemeID = 'VA']"),
          address: address(node(representative, 'ram:PostalTradeAddress')),
        }
      : null,
    delivery:
      shipTo || deliveryDate.present
        ? { date: deliveryDate, address: address(node(shipTo, 'ram:PostalTradeAddress')) }
        : null,
    period: period
      ? {
          start: term(period, 'ram:StartDateTime/udt:DateTimeString'),
          end: term(period, 'ram:EndDateTime/udt:DateTimeString'),
        }
      : null,
    remittance: term(settlement, 'ram:PaymentReference'),
    paymentMeans: settlement
      ? nodes(settlement, 'ram:SpecifiedTradeSettlementPaymentMeans').map(paymentMeans)
      : [],
    creditorId: term(settlement, 'ram:CreditorReferenceID'),
    allowanceCharges: settlement
      ? nodes(settlement, 'ram:SpecifiedTradeAllowanceCharge').map(allowanceCharge)
      : [],
    totals: {
      present: totals !== null,
      lines: term(totals, 'ram:LineTotalAmount'),
      allowances: term(totals, 'ram:AllowanceTotalAmount'),
      charges: term(totals, 'ram:ChargeTotalAmount'),
      net: term(totals, 'ram:TaxBasisTotalAmount'),
      taxTotals: terms(totals, 'ram:TaxTotalAmount'),
      gross: term(totals, 'ram:GrandTotalAmount'),
      paid: term(totals, 'ram:TotalPrepaidAmount'),
      rounding: term(totals, 'ram:RoundingAmount'),
      payable: term(totals, 'ram:DuePayableAmount'),
    },
    vatBreakdown: (settlement ? nodes(settlement, 'ram:ApplicableTradeTax') : []).map((tax) => ({
      taxableAmount: term(tax, 'ram:BasisAmount'),
      taxAmount: term(tax, 'ram:CalculatedAmount'),
      category: term(tax, 'ram:CategoryCode'),
      rate: term(tax, 'ram:RateApplicablePercent'),
      exemptionReason: term(tax, 'ram:ExemptionReason'),
      exemptionReasonCode: term(tax, 'ram:ExemptionReasonCode'),
    })),
    lines: transaction ? nodes(transaction, 'ram:IncludedSupplyChainTradeLineItem').map(line) : [],
    syntaxFacts: {
      emptyElements: emptyElements(document),
      amounts: [],
      taxTotals: { withSubtotals: 0, withoutSubtotals: 0 },
      dates: [],
    },
  };
}
