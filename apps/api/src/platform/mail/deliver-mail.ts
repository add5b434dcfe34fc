import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema/index';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { JobHandler, QueueOptions } from '../jobs/job-types';
import { deliveryFailureOf } from './delivery-failure';
import { openSecret } from './sealed-secret';
import { type AccountSenders, type AccountTransport, SECRET_PLACEHOLDER } from './send-mail';

declare module '../jobs/job-types' {
  interface JobPayloads {
    'mail.deliver': { outboxId: number };
    /** Sign-up, reset, e-mail change and login-as mails: a queue of their own, never behind bulk mail. */
    'mail.deliver-security': { outboxId: number };
  }
}

/** The queue a mail of this template goes out on. */
export type MailQueue = 'mail.deliver' | 'mail.deliver-security';

/** Six attempts in all, at least 30 s, 1, 2, 4 and 8 minutes apart (pg-boss adds up to as much again at random). */
export const MAIL_DELIVERY_QUEUE: QueueOptions = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

export interface MailDeliveryDeps {
  db: Db;
  clock: Clock;
  /** Null when no SMTP_URL is set: the outbox itself is then the transport. */
  transport: Transporter | null;
  from: string;
  /** Opens the sealed token of a secret link (docs/decisions/0026). */
  secretKey: Buffer;
  /**
   * Where the text of a mail that no transport delivers goes, secret link included (development
   * only); null keeps it nowhere.
   */
  logUndelivered: ((line: string) => void) | null;
  /**
   * The customer accounts' own mail servers: a mail that goes out for one (`sender_account_id`) goes
   * through its server when it has one (decision 0046), and the account is told how it went (0072).
   */
  accountSenders?: AccountSenders;
  /** Told each delivery's outcome (the metrics' mail counter). */
  counted?: (outcome: 'delivered' | 'failed') => void;
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/** The mail's HTML and text as the recipient gets them: the secret link's token back in place. */
function deliverable(deps: MailDeliveryDeps, mail: OutboxRow) {
  if (!mail.sealedSecret) return { html: mail.html, text: mail.text };
  const secret = openSecret(deps.secretKey, mail.sealedSecret, mail.toAddress);
  return {
    html: mail.html.replaceAll(SECRET_PLACEHOLDER, secret),
    text: mail.text.replaceAll(SECRET_PLACEHOLDER, secret),
  };
}

/**
 * The `mail.deliver` job: hands one outbox row to the SMTP server, or keeps it in the outbox; either
 * way the sealed secret is erased once the mail is out of its hands.
 */
export function deliverMail(deps: MailDeliveryDeps): JobHandler<MailQueue> {
  const setRow = (id: number, values: PgUpdateSetSource<typeof mailOutbox>) =>
    deps.db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));

  return async (job) => {
    const [mail] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, job.data.outboxId));
    // A job that runs again after its mail went out must not send it twice.
    if (mail?.status !== 'queued') return;
    const content = deliverable(deps, mail);
    const attempts = sql`${mailOutbox.attempts} + 1`;
    const account = mail.senderAccountId;
    let own: AccountTransport | null = null;
    // The attempt failed: counted, kept with why (in our words), told to the account whose server
    // failed, and retried until the last attempt. The far side's own text goes to the log only.
    const fail = async (error: unknown): Promise<never> => {
      const failure = deliveryFailureOf(error, own?.encryption ?? null);
      const final = job.isLastAttempt;
      job.log.warn({ err: error, outboxId: mail.id, failure, final }, 'a mail delivery attempt failed');
      if (final) deps.counted?.('failed');
      await setRow(mail.id, {
        status: final ? 'failed' : 'queued',
        attempts,
        failure,
        // A mail that will not go out keeps no secret.
        ...(final ? { sealedSecret: null } : {}),
      });
      if (account !== null && (own || failure === 'not_allowed' || failure === 'unknown_host')) {
        await deps.accountSenders?.delivered(account, { ok: false, failure, final });
      }
      throw error;
    };
    // An account's own mail server its policy refuses fails the attempt before any connection.
    own =
      account !== null && deps.accountSenders
        ? await deps.accountSenders.transport(account).catch(fail)
        : null;
    const transport = own?.transport ?? deps.transport;
    if (!transport) {
      if (mail.sealedSecret) deps.logUndelivered?.(`to ${mail.toAddress}: ${mail.subject}\n${content.text}`);
      // The outbox is the transport: the secret link's token has nowhere else to go.
      await setRow(mail.id, { status: 'stored', sealedSecret: null });
      return;
    }
    try {
      await transport.sendMail({
        from: own?.from ?? deps.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: content.html,
        text: content.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    } catch (error) {
      await fail(error);
    } finally {
      own?.transport.close();
    }
    await setRow(mail.id, {
      status: 'sent',
      sentAt: deps.clock.now(),
      attempts,
      failure: null,
      sealedSecret: null,
    });
    deps.counted?.('delivered');
    if (account !== null && own) await deps.accountSenders?.delivered(account, { ok: true });
  };
}
