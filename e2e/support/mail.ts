import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

interface CaughtMail {
  to: string[];
  message: string;
}

function caughtMails(): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as CaughtMail);
}

/**
 * The newest link to `page` (e.g. `/reset-password`) in a mail to `to`, as it arrived at the mail
 * server: the portal's outbox never shows a working link. Waits for the mail job to deliver it.
 */
export async function linkFromInbox(to: string, page: string, after = 0): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]*${page}\\?token=[\\w-]+[^\\s"<>]*`);
  let link = '';
  await expect
    .poll(
      () => {
        const mails = caughtMails()
          .slice(after)
          .filter((mail) => mail.to.includes(to.toLowerCase()));
        link = mails.map((mail) => pattern.exec(mail.message)?.[0] ?? '').findLast(Boolean) ?? '';
        return link;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${page} link` },
    )
    .not.toBe('');
  return link.replaceAll('&amp;', '&');
}

/** How many mails arrived so far: pass it to `linkFromInbox` to wait for a newer one. */
export function mailCount(): number {
  return caughtMails().length;
}
