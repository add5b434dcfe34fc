import { loadStripe } from '@stripe/stripe-js/pure';
import type { PaymentsModule } from '../payments';
import { createStripePayments } from './stripe-payments';

/** Stripe.js from Stripe's servers (the pure entry adds the script only now, not on import). */
export async function loadStripePayments(publishableKey: string): Promise<PaymentsModule> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this environment');
  return createStripePayments(stripe);
}
