/** "Download my data": the answers, the mail and the archive's README (decision 0052). */
export const dataExportEn = {
  'dataExport.requested':
    'We are preparing your data. We will e-mail you a download link as soon as it is ready, usually within a few minutes.',
  'dataExport.alreadyPending':
    'Your data is already being prepared. We will e-mail you a download link as soon as it is ready.',
  'dataExport.tooMany':
    'You can ask for your data {limit} times in 24 hours. Please try again in {hours} hours.',
  'dataExport.expired':
    'This download link has expired, and the archive has been deleted. Ask for your data again on your account page.',
  'dataExport.mail.subject': 'Your {product} data is ready to download',
  'dataExport.mail.intro':
    'The archive of your data you asked for is ready. It holds your profile, your settings and activity, and the account data your role lets you see, with a README that explains each file.',
  'dataExport.mail.action': 'Download my data',
  'dataExport.mail.validUntil': 'Valid until',
  'dataExport.mail.size': 'Size',
  'dataExport.mail.outro':
    'The link works for 7 days and only while you are signed in to {product} as yourself. If you did not ask for your data, change your password and contact our support.',
  'dataExport.readme.title': 'Your data from {product}',
  'dataExport.readme.intro':
    'This archive holds the data {product} keeps about you, as it was on {date} (UTC). It was requested by {email}.',
  'dataExport.readme.scopeOwner':
    'You own the account, so the archive covers the whole account: its billing, its documents, its users and its activity.',
  'dataExport.readme.scopeSubUser':
    'You are a user of the account of {owner}. The archive holds your own data and the parts of the account your role lets you see in the portal; the account owner can export the rest.',
  'dataExport.readme.filesHeading': 'Files',
  'dataExport.readme.file.readme': 'README.txt: this explanation.',
  'dataExport.readme.file.account':
    'account.json: your profile: name, e-mail address, gender, language, time zone, profile image, roles and permissions, when the account was created and confirmed, the terms you accepted, and your mail server settings (without the password).',
  'dataExport.readme.file.billingData':
    'billing-data.json: the account’s invoice data: company, VAT id, billing name and address, phone number, invoice language, invoice e-mail and reference, e-invoice format, buyer reference, electronic address and its scheme, default purchase-order number, currency, and the brand and last four digits of the default payment method.',
  'dataExport.readme.file.subscriptions':
    'subscriptions.json: every subscription of the account, ended ones included: product, plan, licences, price, status, purchase-order number and its dates.',
  'dataExport.readme.file.invoices':
    'invoices.json: every invoice of the account: number, date, amounts, tax, status, payment method and payment date.',
  'dataExport.readme.file.invoicePdfs': 'invoices/: each invoice as the PDF you can download in the portal.',
  'dataExport.readme.file.creditNotes':
    'credit-notes.json: every credit note of the account, with the invoice it corrects, its amounts and reason.',
  'dataExport.readme.file.creditNotePdfs': 'credit-notes/: each credit note as a PDF.',
  'dataExport.readme.file.paymentMethods':
    'payment-methods.json: the saved payment methods, by brand and last four digits only. Full card numbers and IBANs are kept by our payment provider, not by us.',
  'dataExport.readme.file.subUsers':
    'sub-users.json: the users of the account: name, e-mail address, language, roles and when they were created.',
  'dataExport.readme.file.notificationSettings':
    'notification-settings.json: which e-mails you receive, how often, and when you gave your partner consent.',
  'dataExport.readme.file.activityAccount':
    'activity.json: the account’s activity log: what was created, changed, deleted or downloaded, when and by whom ("you", a user of the account, or "portal" for our staff and automatic processes). Secrets such as passwords appear masked. The connection details (IP address, browser, page) are given for your own actions only.',
  'dataExport.readme.file.activityOwn':
    'activity.json: the activity log entries of your own actions and of changes to your profile: what changed, when and by whom. Secrets such as passwords appear masked. The connection details (IP address, browser, page) are given for your own actions only.',
  'dataExport.readme.formatsHeading': 'Formats',
  'dataExport.readme.format.json': 'The .json files are JSON in UTF-8, as the portal’s API answers them.',
  'dataExport.readme.format.money':
    'Amounts are whole numbers in the smallest unit of their currency: 12345 with the currency "eur" means 123.45 EUR. Tax rates are in hundredths of a percent: 2000 means 20 %.',
  'dataExport.readme.format.dates':
    'Dates and times are in UTC, written as in 2026-11-25T09:30:00.000Z (ISO 8601).',
  'dataExport.readme.questions':
    'Questions about your data, or a correction or deletion to ask for? Write to our support, or read our privacy policy: {privacyUrl}',
} as const;
