import type { Writable } from 'node:stream';
import type { AppDeps } from '../../../platform/app-deps';
import { accountFile, accountHolderOf, billingDataFile, notificationSettingsFile } from './account-files';
import { activityEntries } from './activity-file';
import { paymentMethodsFile, subscriptionsFile } from './billing-files';
import { addDocuments } from './document-files';
import type { ExportScope } from './export-scope';
import { jsonDocument } from './json-pages';
import { subUserEntries } from './people-file';
import { readmeText } from './readme';
import { zipInto } from './zip-archive';

/**
 * The person's archive (decision 0052), streamed into `sink`: small files whole, long lists page by
 * page and the PDFs one at a time, so memory does not grow with the account's history.
 */
export async function writeArchive(
  deps: Pick<AppDeps, 'config' | 'database' | 'clock'>,
  scope: ExportScope,
  sink: Writable,
): Promise<void> {
  const { config } = deps;
  const { db } = deps.database;
  const builtAt = deps.clock.now();
  const archive = zipInto(sink, builtAt);
  const holder = await accountHolderOf(db, scope);
  await archive.add('README.txt', readmeText(config, scope, holder, builtAt));
  await archive.add('account.json', jsonDocument(accountFile(config, scope)));
  if (scope.billing) {
    await archive.add('billing-data.json', jsonDocument(billingDataFile(holder)));
    await archive.add('subscriptions.json', jsonDocument(await subscriptionsFile(db, scope.accountId)));
    await addDocuments(archive, db, config, scope.accountId);
    await archive.add('payment-methods.json', jsonDocument(await paymentMethodsFile(db, scope.accountId)));
  }
  if (scope.people) await archive.add('sub-users.json', () => subUserEntries(db, scope.accountId));
  await archive.add('notification-settings.json', jsonDocument(await notificationSettingsFile(db, scope)));
  await archive.add('activity.json', () => activityEntries(db, scope));
  await archive.finish();
}
