import { toDecimalString } from '@portal/contract/money';
import type { Buyer, EInvoiceModel, Seller, Tax } from './model';
import { leaf, node, nodeWith, XML_DECLARATION } from './xml';

/** Which rules a UBL document is written to: XRechnung 3.0 or Peppol BIS Billing 3.0. */
export type UblProfile = 'xrechnung' | 'peppol';

const CUSTOMIZATION: Record<UblProfile, string> = {
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  peppol: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
};
/** The Peppol billing process; XRechnung uses it too when sent over Peppol. */
export const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NAMESPACES = {
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** Basis points as the percentage UBL and CII write: 2000 → `20.00`. */
export const percent = (rate: number) => (rate / 100).toFixed(2);

const VAT_SCHEME = node('cac:TaxScheme', leaf('cbc:ID', 'VAT'));

/**
 * A line's or an allowance's category (BT-151, BT-95), or the breakdown's (BG-23, with why no VAT is
 * charged). Category O has no rate on a line (BR-O-05); in the breakdown it is written as 0, which
 * XRechnung requires (BR-DE-14).
 */
function taxCategory(element: string, tax: Tax, breakdown: boolean): string {
  const withExemption = breakdown;
  return node(
    element,
    leaf('cbc:ID', tax.category),
    tax.category === 'O' && !breakdown ? '' : leaf('cbc:Percent', percent(tax.rate)),
    withExemption && tax.exemption ? leaf('cbc:TaxExemptionReasonCode', tax.exemption.code) : '',
    withExemption && tax.exemption ? leaf('cbc:TaxExemptionReason', tax.exemption.reason) : '',
    VAT_SCHEME,
  );
}

function address(party: Pick<Seller | Buyer, 'street' | 'city' | 'postalCode' | 'country'>): string {
  return node(
    'cac:PostalAddress',
    leaf('cbc:StreetName', party.street),
    leaf('cbc:CityName', party.city),
    leaf('cbc:PostalZone', party.postalCode),
    node('cac:Country', leaf('cbc:IdentificationCode', party.country)),
  );
}

function vatScheme(vatId: string | null): string {
  return vatId ? node('cac:PartyTaxScheme', leaf('cbc:CompanyID', vatId), VAT_SCHEME) : '';
}

function supplier(model: EInvoiceModel): string {
  const { seller, payment } = model;
  return node(
    'cac:AccountingSupplierParty',
    node(
      'cac:Party',
      leaf('cbc:EndpointID', seller.electronicAddress.id, { schemeID: seller.electronicAddress.scheme }),
      payment.directDebit
        ? node(
            'cac:PartyIdentification',
            leaf('cbc:ID', payment.directDebit.creditorId, { schemeID: 'SEPA' }),
          )
        : '',
      node('cac:PartyName', leaf('cbc:Name', seller.name)),
      address(seller),
      vatScheme(seller.vatId),
      node(
        'cac:PartyLegalEntity',
        leaf('cbc:RegistrationName', seller.name),
        leaf('cbc:CompanyID', seller.registrationId),
      ),
      node(
        'cac:Contact',
        leaf('cbc:Name', seller.contactName),
        leaf('cbc:Telephone', seller.phone),
        leaf('cbc:ElectronicMail', seller.email),
      ),
    ),
  );
}

function customer(model: EInvoiceModel, profile: UblProfile): string {
  const { buyer } = model;
  const endpoint = profile === 'peppol' ? buyer.peppolAddress : buyer.electronicAddress;
  if (!endpoint) throw new Error('Peppol BIS needs a buyer Peppol can address (see eInvoiceFormatsFor)');
  return node(
    'cac:AccountingCustomerParty',
    node(
      'cac:Party',
      leaf('cbc:EndpointID', endpoint.id, { schemeID: endpoint.scheme }),
      address(buyer),
      vatScheme(buyer.vatId),
      node('cac:PartyLegalEntity', leaf('cbc:RegistrationName', buyer.name)),
      node('cac:Contact', leaf('cbc:Name', buyer.contactName), leaf('cbc:ElectronicMail', buyer.email)),
    ),
  );
}

function paymentMeans(model: EInvoiceModel): string {
  const { payment } = model;
  return node(
    'cac:PaymentMeans',
    leaf('cbc:PaymentMeansCode', payment.meansCode, { name: payment.meansText }),
    leaf('cbc:PaymentID', payment.remittance),
    payment.card
      ? node(
          'cac:CardAccount',
          leaf('cbc:PrimaryAccountNumberID', payment.card.last4),
          leaf('cbc:NetworkID', payment.card.network),
        )
      : '',
    payment.transfer
      ? node(
          'cac:PayeeFinancialAccount',
          leaf('cbc:ID', payment.transfer.iban),
          leaf('cbc:Name', payment.transfer.accountName),
          node('cac:FinancialInstitutionBranch', leaf('cbc:ID', payment.transfer.bic)),
        )
      : '',
    payment.directDebit
      ? node(
          'cac:PaymentMandate',
          leaf('cbc:ID', payment.directDebit.mandateReference),
          node('cac:PayerFinancialAccount', leaf('cbc:ID', payment.directDebit.debitedAccount)),
        )
      : '',
  );
}

/** A UBL 2.1 Invoice (380) or CreditNote (381) of the model. */
export function writeUbl(model: EInvoiceModel, profile: UblProfile): string {
  const amount = (minor: number) => toDecimalString(minor, model.currency);
  const money = (name: string, minor: number) => leaf(name, amount(minor), { currencyID: model.currency });
  const isInvoice = model.kind === 'invoice';
  const root = isInvoice ? 'Invoice' : 'CreditNote';
  const lineElement = isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const quantityElement = isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity';
  const period = (value: { start: string; end: string } | null) =>
    value
      ? node('cac:InvoicePeriod', leaf('cbc:StartDate', value.start), leaf('cbc:EndDate', value.end))
      : '';

  const body = [
    leaf('cbc:CustomizationID', CUSTOMIZATION[profile]),
    leaf('cbc:ProfileID', PEPPOL_PROFILE),
    leaf('cbc:ID', model.number),
    leaf('cbc:IssueDate', model.issueDate),
    isInvoice ? leaf('cbc:DueDate', model.dueDate) : '',
    leaf(isInvoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode', model.typeCode),
    leaf('cbc:DocumentCurrencyCode', model.currency),
    leaf('cbc:BuyerReference', model.buyerReference),
    period(model.period),
    model.purchaseOrder ? node('cac:OrderReference', leaf('cbc:ID', model.purchaseOrder)) : '',
    model.preceding
      ? node(
          'cac:BillingReference',
          node(
            'cac:InvoiceDocumentReference',
            leaf('cbc:ID', model.preceding.number),
            leaf('cbc:IssueDate', model.preceding.issueDate),
          ),
        )
      : '',
    supplier(model),
    customer(model, profile),
    paymentMeans(model),
    node('cac:PaymentTerms', leaf('cbc:Note', model.payment.terms)),
    ...model.allowances.map((allowance) =>
      node(
        'cac:AllowanceCharge',
        leaf('cbc:ChargeIndicator', 'false'),
        leaf('cbc:AllowanceChargeReason', allowance.reason),
        money('cbc:Amount', allowance.amount),
        taxCategory('cac:TaxCategory', model.tax, false),
      ),
    ),
    node(
      'cac:TaxTotal',
      money('cbc:TaxAmount', model.totals.tax),
      node(
        'cac:TaxSubtotal',
        money('cbc:TaxableAmount', model.totals.net),
        money('cbc:TaxAmount', model.totals.tax),
        taxCategory('cac:TaxCategory', model.tax, true),
      ),
    ),
    node(
      'cac:LegalMonetaryTotal',
      money('cbc:LineExtensionAmount', model.totals.lines),
      money('cbc:TaxExclusiveAmount', model.totals.net),
      money('cbc:TaxInclusiveAmount', model.totals.gross),
      model.totals.allowances > 0 ? money('cbc:AllowanceTotalAmount', model.totals.allowances) : '',
      model.totals.paid > 0 ? money('cbc:PrepaidAmount', model.totals.paid) : '',
      money('cbc:PayableAmount', model.totals.payable),
    ),
    ...model.lines.map((line) =>
      node(
        lineElement,
        leaf('cbc:ID', line.id),
        leaf(quantityElement, line.quantity, { unitCode: 'C62' }),
        money('cbc:LineExtensionAmount', line.amount),
        period(line.period),
        node(
          'cac:Item',
          leaf('cbc:Name', line.name),
          taxCategory('cac:ClassifiedTaxCategory', model.tax, false),
        ),
        node('cac:Price', money('cbc:PriceAmount', line.price)),
      ),
    ),
  ];
  const namespace = `urn:oasis:names:specification:ubl:schema:xsd:${root}-2`;
  return XML_DECLARATION + nodeWith(root, { xmlns: namespace, ...NAMESPACES }, ...body);
}
