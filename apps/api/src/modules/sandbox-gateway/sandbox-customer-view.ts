import {
  SANDBOX_CUSTOMER_PAYMENTS,
  type SandboxCustomer,
  type SandboxCustomerMethod,
  type SandboxCustomerPayment,
} from '@portal/contract/sandbox-customer';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { sandboxObjects } from '../../db/schema/index';
import type { Executor } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { SANDBOX_KINDS } from './sandbox-objects';

const isoOf = (epochMs: number) => new Date(epochMs).toISOString();

/** The objects of one kind that name the customer, newest first. */
function ofCustomer(
  db: Executor,
  kind: 'payment_method' | 'payment_intent',
  customerId: string,
  limit: number,
) {
  return db
    .select({ id: sandboxObjects.id, data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.kind, kind), sql`${sandboxObjects.data}->>'customerId' = ${customerId}`))
    .orderBy(desc(sandboxObjects.createdAt), desc(sandboxObjects.id))
    .limit(limit);
}

function methodView(id: string, data: unknown): SandboxCustomerMethod {
  const method = SANDBOX_KINDS.payment_method.parse(data);
  return {
    id,
    type: method.type,
    brand: method.brand,
    last4: method.last4,
    exp_month: method.expMonth,
    exp_year: method.expYear,
    bank_code: method.bankCode,
    country: method.country,
    holder_name: method.holderName,
    mandate_reference: method.mandateReference,
    behaviour: method.behaviour,
    created_at: isoOf(method.created),
  };
}

/** The type of each method the intents were paid with (detached ones included). */
async function methodTypes(db: Executor, ids: string[]): Promise<Map<string, 'card' | 'sepa_debit'>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sandboxObjects.id, data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.kind, 'payment_method'), inArray(sandboxObjects.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, SANDBOX_KINDS.payment_method.parse(row.data).type]));
}

function paymentView(
  id: string,
  data: unknown,
  types: Map<string, 'card' | 'sepa_debit'>,
): SandboxCustomerPayment {
  const intent = SANDBOX_KINDS.payment_intent.parse(data);
  return {
    id,
    amount: intent.amount,
    amount_refunded: intent.amountRefunded,
    currency: intent.currency,
    status: intent.status,
    failure_code: intent.failureCode,
    off_session: intent.offSession,
    description: intent.description,
    payment_method_id: intent.paymentMethodId,
    method_type: types.get(intent.paymentMethodId) ?? null,
    returned_at: intent.returnedAt === null ? null : isoOf(intent.returnedAt),
    return_reason: intent.returnReason && intent.returnedAt !== null ? intent.returnReason : null,
    created_at: isoOf(intent.created),
  };
}

/**
 * `GET /v1/sandbox/customers/:id`: the sandbox's own page of a customer for staff, as Stripe's
 * dashboard shows one there: who it is, its attached methods, its newest payments. A SEPA debit's
 * status is the one stored: it turns `succeeded` or `failed` when the billing cycle asks about it.
 * Demo and test data only, so the methods and intents are found by the customer inside their JSON.
 */
export async function sandboxCustomerView(db: Executor, customerId: string): Promise<SandboxCustomer> {
  const [found] = await db
    .select({ data: sandboxObjects.data })
    .from(sandboxObjects)
    .where(and(eq(sandboxObjects.id, customerId), eq(sandboxObjects.kind, 'customer')));
  if (!found) throw notFound();
  const customer = SANDBOX_KINDS.customer.parse(found.data);
  const [methods, intents] = await Promise.all([
    ofCustomer(db, 'payment_method', customerId, 100),
    ofCustomer(db, 'payment_intent', customerId, SANDBOX_CUSTOMER_PAYMENTS),
  ]);
  const types = await methodTypes(
    db,
    intents.map((row) => SANDBOX_KINDS.payment_intent.parse(row.data).paymentMethodId),
  );
  return {
    id: customerId,
    name: customer.name,
    email: customer.email,
    account_id: customer.accountId,
    created_at: isoOf(customer.created),
    payment_methods: methods.map((row) => methodView(row.id, row.data)),
    payments: intents.map((row) => paymentView(row.id, row.data, types)),
  };
}
