import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema/index';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { JobHandler, QueueOptions } from '../jobs/job-types';

declare module '../jobs/job-types' {
  interface JobPayloads {
    'mail.deliver': { outboxId: number };
  }
}

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
}

/** The `mail.deliver` job: hands one outbox row to the SMTP server, or keeps it in the outbox. */
export function deliverMail(deps: MailDeliveryDeps): JobHandler<'mail.deliver'> {
  const setRow = (id: number, values: PgUpdateSetSource<typeof mailOutbox>) =>
    deps.db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id));

  return async (job) => {
    const [mail] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, job.data.outboxId));
    // A job that runs again after its mail went out must not send it twice.
    if (mail?.status !== 'queued') return;
    if (!deps.transport) {
      await setRow(mail.id, { status: 'stored' });
      return;
    }
    const attempts = sql`${mailOutbox.attempts} + 1`;
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      });
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      await setRow(mail.id, { status: job.isLastAttempt ? 'failed' : 'queued', attempts, lastError });
      throw error;
    }
    await setRow(mail.id, { status: 'sent', sentAt: deps.clock.now(), attempts, lastError: null });
  };
}
