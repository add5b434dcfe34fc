/**
 * A renewal that will be (or is about to be) collected by SEPA direct debit, as the renewal prices
 * it: what its notice announces. The subscriptions module builds it from the renewal's own plan, so
 * the notice and the charge agree to the cent.
 */
export interface RenewalDebit {
  accountId: number;
  subscriptionId: string;
  product: string;
  /** The renewal's instant: the new period's start. */
  periodStart: Date;
  periodEnd: Date;
  /** The renewal invoice's gross, tax, coupon and extra users included. */
  amount: number;
  currencyId: number;
  method: {
    id: string;
    mandateReference: string | null;
    gatewayId: string;
    last4: string;
    country: string | null;
  };
  account: {
    email: string;
    invoiceEmail: string | null;
    language: string;
    invoiceLanguage: string | null;
    firstname: string;
    billingFirstname: string | null;
    timezone: string;
  };
  /** The account's time now (time travel included). */
  now: Date;
}

/** The mandate a debit is collected under; a method saved before mandates were kept names its gateway id. */
export const mandateOf = (method: RenewalDebit['method']) => method.mandateReference ?? method.gatewayId;
