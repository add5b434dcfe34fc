import { translateMessage } from '@portal/contract/messages';
import { currentLanguage } from '../i18n/i18n';

/**
 * Contract schemas carry encoded keys (`validation.max?max=55`); the server sends sentences.
 * Both become a sentence naming the field in the current language.
 */
export function fieldErrorText(message: string | undefined, field: string): string | undefined {
  if (!message) return undefined;
  return translateMessage(message, field, currentLanguage());
}
