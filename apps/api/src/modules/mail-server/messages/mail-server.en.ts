/** Server sentences of the mail server settings (English; the other languages mirror these keys). */
export const mailServerEn = {
  'mailServer.updated': 'Mail server updated.',
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
} as const;
