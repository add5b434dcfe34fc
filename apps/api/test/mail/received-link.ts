import type { LocalSmtpServer } from './local-smtp-server';

/**
 * The token of the newest link to `page` (e.g. `reset-password`) that the SMTP server received for
 * `to`: what the recipient finds in the inbox. Deliver the mail first (`deps.jobs.drain()`).
 */
export function receivedToken(smtp: LocalSmtpServer, to: string, page: string): string {
  const pattern = new RegExp(`/${page}\\?token=([\\w-]+)`);
  for (const mail of [...smtp.received].reverse()) {
    if (!mail.to.includes(to)) continue;
    const token = pattern.exec(mail.message)?.[1];
    if (token) return token;
  }
  throw new Error(`no ${page} link to ${to} arrived`);
}
