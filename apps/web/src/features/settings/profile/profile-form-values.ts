import {
  type Account,
  changesEmail,
  PROFILE_TIMEZONES,
  type ProfileTimezone,
  type ProfileUpdate,
} from '@portal/contract';

export type ProfileFormValues = ProfileUpdate;

export const PROFILE_FIELDS = ['email', 'gender', 'language', 'timezone', 'currentPassword', 'code'] as const;

const offered = (zone: string): zone is ProfileTimezone =>
  (PROFILE_TIMEZONES as readonly string[]).includes(zone);

/** The form starts from the profile; a zone the list does not offer shows as none chosen (kept on save). */
export const profileFormValuesOf = (account: Account): ProfileFormValues => ({
  email: account.email,
  gender: account.gender,
  language: account.language,
  timezone: offered(account.timezone) ? account.timezone : '',
  currentPassword: '',
  code: '',
});

/** What is sent: the password and the code travel only with a new address, and only when typed. */
export function profileUpdateOf(values: ProfileFormValues, currentEmail: string): ProfileUpdate {
  const { currentPassword, code, ...profile } = values;
  if (!changesEmail(currentEmail, values.email)) return profile;
  return { ...profile, currentPassword, ...(code ? { code } : {}) };
}
