import type { MailServerFormValues, StoredMailServer } from '@portal/contract';

/** The fields the server may report errors on, in form order. */
export const MAIL_SERVER_FIELDS = [
  'host',
  'username',
  'password',
  'port',
  'encryption',
] as const satisfies readonly (keyof MailServerFormValues)[];

/** The form's start: the stored server without its password (never sent back), else SSL on 465. */
export function mailServerFormValuesOf(stored: StoredMailServer | null): MailServerFormValues {
  return {
    host: stored?.host ?? '',
    username: stored?.username ?? '',
    password: '',
    port: stored ? String(stored.port) : '465',
    encryption: stored?.encryption ?? 'ssl',
  };
}
