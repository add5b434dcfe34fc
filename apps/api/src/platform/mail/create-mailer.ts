import { createTransport } from 'nodemailer';
import type { Config } from '../../config';
import { mailOutbox } from '../../db/schema/index';
import type { Clock } from '../clock';
import type { Db } from '../db';
import type { Jobs } from '../jobs/job-types';
import { deliverMail, MAIL_DELIVERY_QUEUE } from './deliver-mail';
import { renderMail } from './render-mail';
import type { Mailer } from './send-mail';

export interface MailerDeps {
  config: Config;
  db: Db;
  clock: Clock;
  jobs: Jobs;
}

/**
 * Every mail is rendered into the outbox and delivered by a `mail.deliver` job: to the SMTP server
 * when SMTP_URL is set, else it stays in the outbox, where staff read it.
 */
export function createMailer({ config, db, clock, jobs }: MailerDeps): Mailer {
  const transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : null;
  jobs.work(
    'mail.deliver',
    deliverMail({ db, clock, transport, from: config.MAIL_FROM }),
    MAIL_DELIVERY_QUEUE,
  );

  return {
    async send(executor, request) {
      const mail = renderMail(request);
      const [row] = await executor
        .insert(mailOutbox)
        .values({
          toAddress: request.to,
          subject: mail.subject,
          template: request.template,
          language: request.language,
          html: mail.html,
          text: mail.text,
          attachments: request.attachments ?? [],
          createdAt: clock.now(),
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('The outbox did not return the new mail');
      await jobs.send(executor, 'mail.deliver', { outboxId: row.id });
      return row.id;
    },
  };
}
