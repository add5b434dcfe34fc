/** Server sentences of the mail server settings (English; the other languages mirror these keys). */
export const mailServerEn = {
  'mailServer.updated': 'Mail server saved.',
  'mailServer.passwordNeeded':
    'Enter the password: it is kept only while the host and username stay the same.',
  'mailServer.test.sent': 'The test e-mail was sent to {email}. Your mail server accepted it.',
  'mailServer.test.auth_failed':
    'Authentication failed: the mail server did not accept the username and password.',
  'mailServer.test.tls_mismatch':
    'The encryption does not match the server: try the other encryption (SSL usually on port 465, TLS on port 587).',
  'mailServer.test.refused':
    'Connection refused: nothing accepts connections on this host and port. Check both.',
  'mailServer.test.timeout': 'Timed out: the mail server did not answer within {seconds} seconds.',
  'mailServer.test.failed': 'The test e-mail could not be sent: {reason}',
  'mailServer.test.unknownHost': 'the host name was not found.',
  'mailServer.test.certificate': "the server's certificate is not trusted.",
  'mailServer.test.not_allowed':
    "The portal does not connect to this address: use your mail server's public host name and a mail port ({ports}).",
  'mailServer.test.unexpected': 'the mail server ended the conversation unexpectedly.',
  'mailServer.hostNotAllowed':
    "The portal does not connect to this address: enter your mail server's public host name.",
  'mailServer.portNotAllowed': 'Use a mail port: {ports}.',
  'mailServer.mail.subject': 'Test e-mail from your mail server',
  'mailServer.mail.intro':
    '{product} sent this message through your mail server. It works: mails to your people can go through it.',
  'mailServer.mail.host': 'Mail server',
  'mailServer.mail.encryption': 'Encryption',
  'mailServer.mail.action': 'Open mail server settings',
  'mailServer.mail.outro': 'You do not need to do anything else.',
  'mailServer.unverified':
    'Not saved yet: the check of your mail server failed. {reason} Save the settings anyway, or correct them.',
  'mailServer.failure.not_allowed': 'The portal does not connect to this address or port.',
  'mailServer.failure.unknown_host': 'The host name was not found.',
  'mailServer.failure.refused': 'The connection was refused.',
  'mailServer.failure.timeout': 'The mail server did not answer in time.',
  'mailServer.failure.tls_mismatch': 'The encryption does not match the server.',
  'mailServer.failure.certificate': "The server's certificate is not trusted.",
  'mailServer.failure.auth_failed': 'The username and password were not accepted.',
  'mailServer.failure.rejected': 'The mail server refused the message or its recipient.',
  'mailServer.failure.failed': 'The mail server ended the conversation unexpectedly.',
  'mailServer.failingMail.subject': 'Mails through your mail server are not being delivered',
  'mailServer.failingMail.intro':
    '{product} could not deliver a mail through the mail server you set up (for example a welcome mail to a new user) after several attempts. Mails through it stay undelivered until it works again; they are not sent another way.',
  'mailServer.failingMail.since': 'Failing since',
  'mailServer.failingMail.problem': 'Problem',
  'mailServer.failingMail.outro':
    'Check the settings and send a test e-mail. Welcome mails can then be sent again from User management.',
} as const;
