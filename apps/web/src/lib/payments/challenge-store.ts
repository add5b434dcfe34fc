import { createStore } from '../store/create-store';

/** A 3-D Secure challenge waiting for the customer; `settle` ends it (answered or closed). */
export interface PendingChallenge {
  intentId: string;
  /** The issuer's page to frame. */
  src: string;
  settle: () => void;
}

/** At most one challenge at a time, as a bank shows one. */
export const challengeStore = createStore<PendingChallenge | null>(null);

/** Shows the challenge page and resolves once the customer answered it or closed the dialog. */
export function showChallenge(intentId: string, src: string): Promise<void> {
  // A challenge still open (a second payment started meanwhile) ends as closed.
  challengeStore.get()?.settle();
  return new Promise((resolve) => {
    const settle = () => {
      if (challengeStore.get()?.settle === settle) challengeStore.set(null);
      resolve();
    };
    challengeStore.set({ intentId, src, settle });
  });
}
