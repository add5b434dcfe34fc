/** Staff actions on a user (decision 0062): answers of the /v1/user/:id/… actions. */
export const adminUsersEn = {
  'adminUsers.suspended': 'The account has been suspended. Its sign-ins have ended.',
  'adminUsers.unsuspended': 'The suspension has been lifted.',
  'adminUsers.deactivated': 'The account has been deactivated. Its sign-ins have ended.',
  'adminUsers.trialExtended': 'The trial now ends on {date}.',
  'adminUsers.passwordResetSent': 'A password reset link has been sent to {email}.',
  'adminUsers.staffTarget': 'Staff accounts cannot be changed here.',
  'adminUsers.alreadySuspended': 'The account is already suspended.',
  'adminUsers.notSuspended': 'The account is not suspended.',
  'adminUsers.alreadyDeactivated': 'The account is already deactivated.',
  'adminUsers.isDeactivated': 'The account is deactivated; nothing more can be done for it.',
  'adminUsers.payingCustomer': 'The account has a subscription: a paying customer has no trial to extend.',
  'adminUsers.subUserTrial': 'A sub-user has no trial of its own; extend the trial of the account owner.',
};
