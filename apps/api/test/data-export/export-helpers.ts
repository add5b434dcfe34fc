import { buffer as readAll } from 'node:stream/consumers';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { fromBufferPromise } from 'yauzl';
import { dataExports, mailOutbox, users } from '../../src/db/schema/index';
import { buildDataExport } from '../../src/modules/data-export/index';
import { mailSecretKey } from '../../src/platform/mail/create-mailer';
import { openSecret } from '../../src/platform/mail/sealed-secret';
import type { TestClient } from '../support/test-client';

/** Every file of a ZIP by its name, read with yauzl as an unzip tool would. */
export async function unzip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, await readAll(await zip.openReadStreamPromise(entry)));
  }
  return files;
}

export const jsonOf = <T = unknown>(files: Map<string, Buffer>, name: string): T => {
  const file = files.get(name);
  if (!file) throw new Error(`the archive has no ${name}`);
  return JSON.parse(file.toString('utf8')) as T;
};

export async function userIdOf(app: FastifyInstance, email: string): Promise<number> {
  const [user] = await app.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** Asks for an export as the client and runs its job now, as the worker would. Answers its id. */
export async function requestAndBuild(app: FastifyInstance, client: TestClient): Promise<number> {
  const response = await client.post('/v1/account/data-export');
  expect(response.statusCode, response.body).toBe(200);
  const id: number = response.json().export.id;
  await buildDataExport(app.deps, id);
  return id;
}

export interface MailedLink {
  exportId: number;
  token: string;
  /** The download route the account page calls with the link's values. */
  download: string;
  /** The stored mail as the outbox shows it (the token replaced). */
  text: string;
  language: string;
}

/**
 * The newest "your data is ready" mail to `email` and its link's token, as the mail job hands it to
 * the transport (the outbox itself shows a placeholder). Call it before the mail job has run.
 */
export async function mailedLink(app: FastifyInstance, email: string): Promise<MailedLink> {
  const { secrets, database } = app.deps;
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'data-export-ready')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail?.sealedSecret) throw new Error(`no undelivered data export mail to ${email}`);
  const token = openSecret(mailSecretKey(secrets.jwt), mail.sealedSecret, mail.toAddress);
  const exportId = Number(/[?&]export=(\d+)/.exec(mail.text)?.[1]);
  return {
    exportId,
    token,
    download: `/v1/account/data-export/${exportId}/download?token=${encodeURIComponent(token)}`,
    text: mail.text,
    language: mail.language,
  };
}

export async function exportRow(app: FastifyInstance, id: number) {
  const [row] = await app.deps.database.db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}
