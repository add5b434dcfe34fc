import type { Account } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { emit } from '../events/event-bus';
import { adoptProfileLanguage } from '../i18n/i18n';
import { accountQueryOptions } from './get-account';
import { sessionStore } from './session-store';

/**
 * After the server accepted a sign-in (login, login-as, return from login-as): load the account,
 * which stores its permissions, and tell the app a user is signed in (spec §4).
 */
export async function completeSignIn(queryClient: QueryClient): Promise<Account> {
  sessionStore.set((state) => ({ ...state, authenticated: true }));
  const account = await queryClient.fetchQuery({ ...accountQueryOptions(), staleTime: 0 });
  await adoptProfileLanguage(account.language).catch((error: unknown) =>
    console.warn('Could not load the profile language', error),
  );
  emit('logged-in');
  // Spec §1: the chat-support service learns who signed in. Its own small chunk, loaded after the
  // sign-in; a widget that fails to load never stands in the way.
  void import('../integrations/chat')
    .then(({ identifyChatUser }) => identifyChatUser(account))
    .catch((error: unknown) => console.warn('Could not identify the user to the chat service', error));
  return account;
}

/** On start: signed in by cookie but no permissions stored yet, so load the account now. */
export async function bootstrapSession(queryClient: QueryClient): Promise<void> {
  const { authenticated, permissions } = sessionStore.get();
  if (!authenticated || permissions.length > 0) return;
  try {
    await completeSignIn(queryClient);
  } catch (error) {
    // The http client already signed the user out and moved to login where that applies.
    console.warn('Could not load the account on start', error);
  }
}
