import {
  GatewayDeclinedError,
  type GatewayPaymentMethod,
  type GatewaySetupIntent,
  type PaymentMethodType,
} from '../../platform/payments/gateway';
import { mustGet, type SandboxContext, toGatewayMethod } from './sandbox-context';
import { clientSecretFor, randomId } from './sandbox-ids';

export async function createCustomer(
  context: SandboxContext,
  input: { email: string; name: string; accountId: number },
): Promise<{ id: string }> {
  const id = randomId('cus');
  await context.store.insert('customer', id, { ...input, created: context.clock.now().getTime() });
  return { id };
}

export async function createSetupIntent(
  context: SandboxContext,
  input: { customerId: string; type: PaymentMethodType },
): Promise<GatewaySetupIntent> {
  await mustGet(context, 'customer', input.customerId);
  const id = randomId('seti');
  const clientSecret = clientSecretFor(id);
  await context.store.insert('setup_intent', id, {
    customerId: input.customerId,
    type: input.type,
    clientSecret,
    status: 'requires_payment_method',
    paymentMethodId: null,
    created: context.clock.now().getTime(),
  });
  return { id, clientSecret };
}

/** Attaching twice to the same customer is a no-op; a method of another customer is refused. */
export async function attachPaymentMethod(
  context: SandboxContext,
  input: { customerId: string; paymentMethodId: string },
): Promise<GatewayPaymentMethod> {
  await mustGet(context, 'customer', input.customerId);
  const method = await mustGet(context, 'payment_method', input.paymentMethodId);
  if (method.detached) throw new GatewayDeclinedError('payment_method_detached');
  if (method.customerId !== null && method.customerId !== input.customerId) {
    throw new GatewayDeclinedError('payment_method_attached_elsewhere');
  }
  if (method.customerId === null) {
    await context.store.update('payment_method', input.paymentMethodId, {
      ...method,
      customerId: input.customerId,
    });
  }
  return toGatewayMethod(input.paymentMethodId, method);
}

/** A detached method can never be charged nor attached again; detaching twice is a no-op. */
export async function detachPaymentMethod(context: SandboxContext, paymentMethodId: string): Promise<void> {
  const method = await mustGet(context, 'payment_method', paymentMethodId);
  if (method.detached) return;
  await context.store.update('payment_method', paymentMethodId, {
    ...method,
    customerId: null,
    detached: true,
  });
}
