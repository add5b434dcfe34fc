import type { Account } from '@portal/contract';
import { i18n } from '../i18n/i18n';
import { integrationConfig } from './integration-config';
import { loadScript } from './load-script';

/**
 * What the chat-support widget's script (`CHAT_WIDGET_URL`) must define: `window.$chat`, with
 * `open(message)` opening the messenger with the text prefilled and, optionally, `identify(user)`
 * telling it who is signed in (the `userHash` lets it verify the identity).
 */
export interface ChatWidget {
  open(message: string): void;
  identify?(user: { id: number; email: string; name: string; userHash: string }): void;
}

declare global {
  interface Window {
    $chat?: ChatWidget;
  }
}

/** The configured widget, loaded on first use; null when none is configured or it cannot load. */
async function chatWidget(): Promise<ChatWidget | null> {
  const { chatWidgetUrl } = await integrationConfig();
  if (!chatWidgetUrl) return null;
  try {
    await loadScript(chatWidgetUrl);
  } catch (error) {
    console.warn('The chat widget did not load; falling back to e-mail', error);
    return null;
  }
  return typeof window.$chat?.open === 'function' ? window.$chat : null;
}

export function salesMailto(salesEmail: string, message: string): string {
  const query = new URLSearchParams({ subject: i18n.t('integrations.chat.subject'), body: message });
  // Mail programs read `+` literally: spaces must be %20 in a mailto link.
  return `mailto:${salesEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

/** The browser's way to a mail program; an object so tests can watch it (jsdom cannot navigate). */
export const mailProgram = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Opens the chat messenger with `prefilledMessage` (spec §2 "request quote"): the configured
 * chat-support widget, or else an e-mail to the configured sales address with subject and body
 * prefilled.
 */
export async function openChatMessenger(prefilledMessage: string): Promise<void> {
  const widget = await chatWidget();
  if (widget) {
    widget.open(prefilledMessage);
    return;
  }
  const { salesEmail } = await integrationConfig();
  mailProgram.open(salesMailto(salesEmail, prefilledMessage));
}

/** Spec §1: after sign-in the chat-support service learns who the user is (when a widget is set up). */
export async function identifyChatUser(account: Account): Promise<void> {
  const widget = await chatWidget();
  widget?.identify?.({
    id: account.id,
    email: account.email,
    name: `${account.firstname} ${account.lastname}`.trim(),
    userHash: account.userHash,
  });
}
