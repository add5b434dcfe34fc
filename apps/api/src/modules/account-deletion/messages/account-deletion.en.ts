/** The account page's delete card and the mail that confirms the deletion (decision 0051). */
export const accountDeletionEn = {
  'accountDeletion.requested':
    'Your account is being deleted. You have been signed out; we will confirm by e-mail when it is done.',
  'accountDeletion.userRequested': 'Your user has been deleted. You have been signed out.',
  'accountDeletion.notWhileActingAs':
    'An account can only be deleted by its holder. Return to your own account first.',
  'accountDeletion.notForStaff': 'Staff accounts are removed by an administrator, not from this page.',
  'accountDeletion.mail.subject': 'Your {product} account has been deleted',
  'accountDeletion.mail.intro':
    'As you asked, your account and its personal data have been deleted and every subscription has ended. Nothing more will be charged.',
  'accountDeletion.mail.action': 'Create a new account',
  'accountDeletion.mail.outro':
    'Invoices and credit notes are kept for {years} years, as the law requires; open invoices remain payable. If you did not ask for this, please contact our support.',
} as const;
