import { inArray } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { AppDeps } from '../../platform/app-deps';
import { furtherInvoiceRecipientsOf } from '../invoice-data/index';
import { notificationActive } from '../notifications/index';
import { type Recipient, recipientOf } from './account-recipient';
import { type DocumentEvent, documentOf } from './document-mails';

/** Whom one mail of the document goes to: the account, or one of its further recipients. */
type Target = { key: string; account: Recipient } | { key: string; email: string };

/**
 * An invoice or credit note goes to the account (unless it switched invoice mails off) and, as a
 * mail of its own each, to every further invoice recipient, e.g. its accountant (issue 32), in the
 * document's language. Each mail has its own event key, `invoice-issued:42` and
 * `invoice-issued:42:to:7`, so a job that runs again sends only what is still missing; the missing
 * ones go into the outbox together, files drawn once.
 */
export async function sendDocumentMails(deps: AppDeps, event: DocumentEvent, eventKey: string) {
  const { db } = deps.database;
  const [account, further] = await Promise.all([
    notificationActive(db, event.accountId, 'invoice').then((active) =>
      active ? recipientOf(db, event.accountId) : null,
    ),
    furtherInvoiceRecipientsOf(db, event.accountId),
  ]);
  const targets: Target[] = [
    ...(account ? [{ key: eventKey, account }] : []),
    ...further.map(({ id, email }) => ({ key: `${eventKey}:to:${id}`, email })),
  ];
  if (targets.length === 0) return;
  const sent = new Set(
    (
      await db
        .select({ key: mailOutbox.eventKey })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.eventKey,
            targets.map((target) => target.key),
          ),
        )
    ).map((row) => row.key),
  );
  const missing = targets.filter((target) => !sent.has(target.key));
  if (missing.length === 0) return;
  const document = await documentOf(deps, event);
  if (!document) return;
  await db.transaction(async (tx) => {
    for (const target of missing) {
      // A further recipient is greeted without a name, in the language the document is written in.
      const recipient =
        'account' in target ? target.account : { to: target.email, language: document.language, name: '' };
      await deps.mailer.send(tx, {
        ...document.contentFor(recipient),
        attachments: document.attachments,
        to: recipient.to,
        eventKey: target.key,
      });
    }
  });
}
