import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import { mailOutbox } from '../../db/schema/index';
import { derivedKey } from '../auth/derived-key';
import type { Clock } from '../clock';
import type { Db, Executor } from '../db';
import type { Jobs } from '../jobs/job-types';
import type { PortalMetrics } from '../metrics';
import { deliverMail, MAIL_DELIVERY_QUEUE } from './deliver-mail';
import { renderMail } from './render-mail';
import { sealSecret } from './sealed-secret';
import {
  type AccountSenders,
  type Mailer,
  type MailRequest,
  SECRET_LINK_TEMPLATES,
  SECRET_PLACEHOLDER,
  SECURITY_TEMPLATES,
} from './send-mail';

export interface MailerDeps {
  config: Config;
  /** The service secret the key that seals secret links is derived from. */
  serverSecret: string;
  db: Db;
  clock: Clock;
  jobs: Jobs;
  /** Counts deliveries by outcome (issue 16). */
  metrics?: Pick<PortalMetrics, 'mails'>;
  /** Where a developer reads the links of mails not sent (development only). */
  log?: Pick<FastifyBaseLogger, 'info'>;
}

/** The key that seals secret links in the outbox until delivery. */
export const mailSecretKey = (serverSecret: string) => derivedKey(serverSecret, 'mail-outbox-secret');

/** Subject, HTML and text with the secret link's token replaced by the placeholder, and the sealed token. */
function storedForm(serverSecret: string, request: MailRequest) {
  const mail = renderMail(request);
  const { secret } = request;
  if (!secret) {
    if (SECRET_LINK_TEMPLATES.has(request.template)) {
      throw new Error(`a ${request.template} mail must name its secret, so that it is not stored readable`);
    }
    return { ...mail, sealedSecret: null };
  }
  if (!mail.text.includes(secret) || !mail.html.includes(secret)) {
    throw new Error(`the ${request.template} mail does not contain the secret it names`);
  }
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(secret, SECRET_PLACEHOLDER),
    text: mail.text.replaceAll(secret, SECRET_PLACEHOLDER),
    sealedSecret: sealSecret(mailSecretKey(serverSecret), secret, request.to),
  };
}

/** The outbox id of the mail an event key already has; only a keyed insert may come to nothing. */
async function earlierMail(executor: Executor, eventKey: string | undefined): Promise<number> {
  const [earlier] = eventKey
    ? await executor.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.eventKey, eventKey))
    : [];
  if (!earlier) throw new Error('The outbox did not return the new mail');
  return earlier.id;
}

/**
 * Every mail is rendered into the outbox and delivered by a `mail.deliver` job: to the SMTP server
 * when SMTP_URL is set, else it stays in the outbox, where staff read it. A secret link's token is
 * never stored readable: the outbox holds a placeholder and the token sealed until delivery.
 */
export function createMailer({ config, serverSecret, db, clock, jobs, metrics, log }: MailerDeps): Mailer {
  const concurrency = config.MAIL_DELIVERY_CONCURRENCY;
  // Pooled: the deliveries running at once share a few open connections instead of one each.
  const transport = config.SMTP_URL
    ? createTransport({ url: config.SMTP_URL, pool: true, maxConnections: concurrency })
    : null;
  // Set by the composition root: the mail-server module knows the accounts' own servers.
  let accountSenders: AccountSenders | undefined;
  const deliver = deliverMail({
    db,
    clock,
    transport,
    from: config.MAIL_FROM,
    secretKey: mailSecretKey(serverSecret),
    accountSenders: {
      transport: (accountId) => accountSenders?.transport(accountId) ?? Promise.resolve(null),
      delivered: (accountId, delivery) => accountSenders?.delivered(accountId, delivery) ?? Promise.resolve(),
    },
    counted: (outcome) => metrics?.mails.inc({ outcome }),
    // Without a mail server a developer still needs the link; production never logs it.
    logUndelivered:
      config.NODE_ENV === 'development' && log ? (line) => log.info({ mail: line }, 'mail not sent') : null,
  });
  jobs.work('mail.deliver', deliver, { ...MAIL_DELIVERY_QUEUE, concurrency });
  // Someone waits for these at the sign-in page: an idle worker looks every half second.
  jobs.work('mail.deliver-security', deliver, {
    ...MAIL_DELIVERY_QUEUE,
    concurrency,
    pollingIntervalSeconds: 0.5,
  });

  return {
    close() {
      transport?.close();
    },
    useAccountSenders(senders) {
      accountSenders = senders;
    },
    async send(executor, request) {
      const mail = storedForm(serverSecret, request);
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          toAddress: request.to,
          subject: mail.subject,
          template: request.template,
          language: request.language,
          html: mail.html,
          text: mail.text,
          sealedSecret: mail.sealedSecret,
          attachments: request.attachments ?? [],
          createdAt: clock.now(),
          eventKey: request.eventKey ?? null,
          senderAccountId: request.senderAccountId ?? null,
        })
        // The event's mail is in the outbox already (a job run again): it goes out once.
        .onConflictDoNothing({ target: mailOutbox.eventKey })
        .returning({ id: mailOutbox.id });
      if (!row) return earlierMail(executor, request.eventKey);
      const queue = SECURITY_TEMPLATES.has(request.template) ? 'mail.deliver-security' : 'mail.deliver';
      await jobs.send(executor, queue, { outboxId: row.id });
      return row.id;
    },
  };
}
