import type { Config } from '../../../config';
import { t } from '../../../platform/i18n/index';
import { PRODUCT_NAME } from '../../../platform/mail/mail-layout';
import type { ExportedUser, ExportScope } from './export-scope';

/** An address the reader can open: the configured one, made absolute on the portal's host. */
const absolute = (config: Pick<Config, 'publicUrl'>, url: string) =>
  /^https?:\/\//.test(url) ? url : `${config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

/** README.txt in the person's language: what the archive covers and what each file holds. */
export function readmeText(
  config: Pick<Config, 'publicUrl' | 'PRIVACY_URL'>,
  scope: ExportScope,
  holder: ExportedUser,
  builtAt: Date,
): string {
  const say = (key: Parameters<typeof t>[1], params: Record<string, string> = {}) =>
    t(scope.language, key, { product: PRODUCT_NAME, ...params });
  const title = say('dataExport.readme.title');
  const owner = `${holder.firstname} ${holder.lastname}`.trim() || holder.email;
  const files = [
    say('dataExport.readme.file.readme'),
    say('dataExport.readme.file.account'),
    ...(scope.billing
      ? [
          say('dataExport.readme.file.billingData'),
          say('dataExport.readme.file.subscriptions'),
          say('dataExport.readme.file.invoices'),
          say('dataExport.readme.file.invoicePdfs'),
          say('dataExport.readme.file.creditNotes'),
          say('dataExport.readme.file.creditNotePdfs'),
          say('dataExport.readme.file.paymentMethods'),
        ]
      : []),
    ...(scope.people ? [say('dataExport.readme.file.subUsers')] : []),
    say('dataExport.readme.file.notificationSettings'),
    say(
      scope.accountActivity ? 'dataExport.readme.file.activityAccount' : 'dataExport.readme.file.activityOwn',
    ),
  ];
  const formats = [
    say('dataExport.readme.format.json'),
    say('dataExport.readme.format.money'),
    say('dataExport.readme.format.dates'),
  ];
  const heading = (text: string) => `${text}\n${'-'.repeat(text.length)}`;
  return [
    `${title}\n${'='.repeat(title.length)}`,
    say('dataExport.readme.intro', {
      date: builtAt.toISOString().slice(0, 16).replace('T', ' '),
      email: scope.user.email,
    }),
    scope.owner ? say('dataExport.readme.scopeOwner') : say('dataExport.readme.scopeSubUser', { owner }),
    heading(say('dataExport.readme.filesHeading')),
    files.map((line) => `- ${line}`).join('\n'),
    heading(say('dataExport.readme.formatsHeading')),
    formats.map((line) => `- ${line}`).join('\n'),
    say('dataExport.readme.questions', { privacyUrl: absolute(config, config.PRIVACY_URL) }),
  ]
    .join('\n\n')
    .concat('\n');
}
