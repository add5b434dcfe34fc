// The account page's profile and password cards (spec §7 "/v1/account/profile", "/v1/account/password").
import { messageResponseSchema } from '../auth';
import { defineEndpoint } from '../endpoint';
import {
  emailChangeConfirmSchema,
  emailChangeStateSchema,
  passwordUpdateSchema,
  profileImageResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '../profile';

export const updateProfile = defineEndpoint({
  method: 'PUT',
  path: '/v1/account/profile',
  summary:
    'Change gender, language and time zone at once; a new e-mail needs currentPassword (and code with ' +
    'two-factor sign-in on) and waits for its confirmation',
  rule: 'editAccount',
  body: profileUpdateSchema,
  response: profileUpdateResponseSchema,
});

export const uploadProfileImage = defineEndpoint({
  method: 'POST',
  path: '/v1/account/profile/image',
  summary:
    'Set the profile image: multipart field profile_image (an image of at most 5 MB and 10,000 px a side; ' +
    'an optional field _method=PUT is accepted), stored as a 256×256 WebP',
  rule: 'editAccount',
  multipart: true,
  response: profileImageResponseSchema,
});

export const deleteProfileImage = defineEndpoint({
  method: 'DELETE',
  path: '/v1/account/profile/image',
  summary: 'Remove the profile image (nothing to remove answers 200 too)',
  rule: 'editAccount',
  response: profileImageResponseSchema,
});

export const emailChange = defineEndpoint({
  method: 'GET',
  path: '/v1/account/profile/email-change',
  summary: 'The e-mail change waiting for confirmation, if any',
  rule: 'editAccount',
  response: emailChangeStateSchema,
});

export const resendEmailChange = defineEndpoint({
  method: 'POST',
  path: '/v1/account/profile/email-change/resend',
  summary: 'Send the confirmation link of the waiting e-mail change again (a new link, valid 24 hours)',
  rule: 'editAccount',
  response: profileUpdateResponseSchema,
});

export const cancelEmailChange = defineEndpoint({
  method: 'DELETE',
  path: '/v1/account/profile/email-change',
  summary: 'Cancel the waiting e-mail change; the current address stays',
  rule: 'editAccount',
  response: messageResponseSchema,
});

export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/v1/account/profile/email-change/confirm',
  summary: 'Confirm an e-mail change with the link mailed to the new address',
  public: true,
  body: emailChangeConfirmSchema,
  response: messageResponseSchema,
});

export const updatePassword = defineEndpoint({
  method: 'PUT',
  path: '/v1/account/password',
  summary: 'Change the password; every other sign-in of the user ends',
  rule: 'editAccount',
  body: passwordUpdateSchema,
  response: messageResponseSchema,
});
