import type { invoicesEn } from './invoices.en';

export const invoicesDe: Record<keyof typeof invoicesEn, string> = {
  'invoices.audit.recorded': 'Der Download wurde vermerkt.',
  'invoices.csv.queued': 'Die CSV-Datei wird an {email} gesendet. Sie kommt in wenigen Minuten an.',
  'invoices.csvMail.subject': 'Ihr Rechnungsexport aus {product}',
  'invoices.csvMail.intro': 'Im Anhang finden Sie die CSV-Datei mit Ihren Rechnungen des gewählten Monats.',
  'invoices.csvMail.action': 'Rechnungen öffnen',
  'invoices.csvMail.outro':
    'Sie haben diesen Export im Portal angefordert. Falls nicht, wenden Sie sich bitte an den Support.',
  'invoices.refund.notPaid': 'Die Rechnung {number} ist nicht bezahlt und kann daher nicht erstattet werden.',
  'invoices.refund.exceedsRemaining': 'Der Betrag übersteigt den noch erstattbaren Betrag ({remaining}).',
  'invoices.refund.conflict':
    'Diese Rechnung wurde gleichzeitig von jemand anderem erstattet. Bitte laden Sie neu und versuchen Sie es erneut.',
  'invoices.refund.declined': 'Der Zahlungsdienstleister hat die Erstattung abgelehnt.',
  'invoices.refund.gatewayUnavailable':
    'Unser Zahlungsdienstleister ist derzeit nicht erreichbar. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.',
  'invoices.refund.done': 'Die Rechnungskorrektur {number} wurde ausgestellt.',
  'invoices.tax.reverseChargeNote':
    'Umkehrung der Steuerschuldnerschaft (Reverse Charge): Die Umsatzsteuer schuldet der Leistungsempfänger (Art. 196 Richtlinie 2006/112/EG).',
  'invoices.tax.vatIdVerifiedNote':
    'Die USt-IdNr. des Leistungsempfängers wurde am {date} im EU-Register (MIAS/VIES) bestätigt, Abfragenummer {number}.',
  'invoices.tax.vatIdVerifiedNoNumberNote':
    'Die USt-IdNr. des Leistungsempfängers wurde am {date} im EU-Register (MIAS/VIES) bestätigt.',
  'invoices.tax.vatIdPendingNote':
    'Die Umsatzsteuer wird berechnet, weil die USt-IdNr. {vatId} noch nicht im EU-Register (MIAS/VIES) bestätigt ist.',
  'invoices.tax.vatIdInvalidNote':
    'Die Umsatzsteuer wird berechnet, weil das EU-Register (MIAS/VIES) die USt-IdNr. {vatId} nicht als gültig bestätigt.',
  'invoices.tax.vatIdUnavailableNote':
    'Die Umsatzsteuer wird berechnet, weil das EU-Register (MIAS/VIES) zur Prüfung der USt-IdNr. {vatId} nicht erreichbar war.',
  'invoices.tax.exportNote':
    'Nicht der Umsatzsteuer der EU unterliegend: Der Leistungsort liegt außerhalb der Europäischen Union.',
  'invoices.pdf.invoice': 'Rechnung',
  'invoices.pdf.creditNote': 'Rechnungskorrektur',
  'invoices.pdf.invoiceNumber': 'Rechnungsnummer',
  'invoices.pdf.creditNoteNumber': 'Korrekturnummer',
  'invoices.pdf.issueDate': 'Rechnungsdatum',
  'invoices.pdf.dueDate': 'Fällig am',
  'invoices.pdf.servicePeriod': 'Leistungszeitraum',
  'invoices.pdf.paymentMethod': 'Zahlungsart',
  'invoices.pdf.billTo': 'Rechnungsempfänger',
  'invoices.pdf.vatId': 'USt-IdNr.',
  'invoices.pdf.reference': 'Ihre Referenz',
  'invoices.pdf.description': 'Beschreibung',
  'invoices.pdf.quantity': 'Menge',
  'invoices.pdf.unitPrice': 'Einzelpreis',
  'invoices.pdf.amount': 'Betrag',
  'invoices.pdf.net': 'Nettobetrag',
  'invoices.pdf.tax': 'USt. {rate} %',
  'invoices.pdf.gross': 'Gesamtbetrag',
  'invoices.pdf.method.card': 'Kreditkarte',
  'invoices.pdf.method.sepa_debit': 'SEPA-Lastschrift',
  'invoices.pdf.method.invoice': 'Überweisung',
  'invoices.pdf.paidOn': 'Bezahlt am {date}. Vielen Dank.',
  'invoices.pdf.cardCharge': 'Der Betrag wird Ihrer Kreditkarte belastet.',
  'invoices.pdf.sepaCharge': 'Der Betrag wird per SEPA-Lastschrift von Ihrem Konto eingezogen.',
  'invoices.pdf.transferIntro': 'Bitte überweisen Sie {amount} bis {date} auf folgendes Konto:',
  'invoices.pdf.iban': 'IBAN',
  'invoices.pdf.bic': 'BIC',
  'invoices.pdf.bank': 'Bank',
  'invoices.pdf.accountHolder': 'Kontoinhaber',
  'invoices.pdf.paymentReference': 'Verwendungszweck',
  'invoices.pdf.corrects': 'Diese Rechnungskorrektur bezieht sich auf die Rechnung {number} vom {date}.',
  'invoices.pdf.creditLine': 'Gutschrift zur Rechnung {number}',
  'invoices.pdf.reason': 'Grund',
  'invoices.pdf.refundToMethod': 'Der Betrag wird auf das ursprüngliche Zahlungsmittel erstattet.',
  'invoices.pdf.refundByTransfer': 'Der Betrag wird Ihnen per Überweisung erstattet.',
};
