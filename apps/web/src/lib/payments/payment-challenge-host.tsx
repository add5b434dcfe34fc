import { lazy, Suspense } from 'react';
import { useStore } from '../store/create-store';
import { challengeStore } from './challenge-store';

// Few visits ever see a 3-D Secure page, so its dialog loads with the first challenge.
const ChallengeDialog = lazy(async () => ({
  default: (await import('./sandbox/challenge-dialog')).ChallengeDialog,
}));

/**
 * Where the sandbox shows its 3-D Secure page (Stripe.js opens its own). Mounted once with the
 * app's overlays, so a payment can be confirmed from any screen, with or without a card input.
 */
export function PaymentChallengeHost() {
  const challenge = useStore(challengeStore);
  return challenge ? (
    <Suspense fallback={null}>
      <ChallengeDialog key={challenge.intentId} challenge={challenge} />
    </Suspense>
  ) : null;
}
