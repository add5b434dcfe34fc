import { accountRoutes, type LanguageUpdate } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `PUT /v1/account/language`: the signed-in user's language, used for mails and server messages. */
export const updateLanguage = (body: LanguageUpdate) => call(accountRoutes.updateLanguage, { body });

export function useUpdateLanguage() {
  return useMutation({
    mutationFn: updateLanguage,
    onError: (error) => console.warn('Could not store the language on the profile', error),
  });
}
