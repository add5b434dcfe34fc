import { zodResolver } from '@hookform/resolvers/zod';
import { message } from '@portal/contract/messages';
import { missingReauthentication, type ProfileUpdate, profileUpdateSchema } from '@portal/contract/profile';
import type { Resolver } from 'react-hook-form';

/** What the profile's rules know of the holder: the current address, and whether two-factor sign-in is on. */
export interface ProfileFormContext {
  email: string;
  twoFactor: boolean;
}

// A new address asks for the current password (and the code): the server's rule, checked before sending.
const schemaFor = (holder: ProfileFormContext) =>
  profileUpdateSchema.superRefine((value, check) => {
    for (const field of missingReauthentication(value, holder)) {
      check.addIssue({ code: 'custom', path: [field], message: message('validation.required') });
    }
  });

// Loaded through `lazyResolver` on the first submit, so zod is not part of the page's first load.
export const profileResolver: Resolver<ProfileUpdate, ProfileFormContext, ProfileUpdate> = (
  values,
  context,
  options,
) => zodResolver(schemaFor(context ?? { email: values.email, twoFactor: false }))(values, context, options);
