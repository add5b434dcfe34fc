import type { AuditEntityType, AuditEvent, Language } from '@portal/contract';

interface Words {
  types: Partial<Record<AuditEntityType, string>>;
  events: Partial<Record<AuditEvent, string>>;
}

/**
 * Entity types and events in words, for the CSV export (the screen translates them itself). A type
 * or event added to the catalogue without words here is written as its catalogue key.
 */
export const AUDIT_WORDS: Record<Language, Words> = {
  en: {
    types: {
      user: 'User',
      subscription: 'Subscription',
      invoice: 'Invoice',
      credit_note: 'Credit note',
      payment_method: 'Payment method',
      client: 'Sub-user',
      organisation: 'Organisation',
      role: 'Role',
      charge: 'Charge',
      clock: 'Clock',
    },
    events: {
      created: 'Created',
      updated: 'Updated',
      deleted: 'Deleted',
      restored: 'Restored',
      download: 'Downloaded',
      'payment method added': 'Payment method added',
      'payment method removed': 'Payment method removed',
      sendInvoiceCSV: 'Invoice CSV sent',
      'account deletion job created': 'Account deletion scheduled',
      'account deleted': 'Account deleted',
      'pivot attached': 'Relation added',
      'pivot detached': 'Relation removed',
      'pivot updated': 'Relation updated',
      'invoice downloaded': 'Invoice downloaded',
      'notifications updated': 'Notifications updated',
      'data export requested': 'Data export requested',
      'data export downloaded': 'Data export downloaded',
      downloadInvoice: 'Invoice downloaded',
      downloadCreditNote: 'Credit note downloaded',
      login: 'Signed in',
      loginAs: 'Signed in as the user',
      'two-factor enabled': 'Two-factor sign-in turned on',
      'two-factor disabled': 'Two-factor sign-in turned off',
      'recovery codes regenerated': 'Recovery codes replaced',
      'session revoked': 'Session signed out',
      reconciled: 'Reconciled',
    },
  },
  de: {
    types: {
      user: 'Benutzer',
      subscription: 'Abonnement',
      invoice: 'Rechnung',
      credit_note: 'Gutschrift',
      payment_method: 'Zahlungsmethode',
      client: 'Unterbenutzer',
      organisation: 'Organisation',
      role: 'Rolle',
      charge: 'Zahlung',
      clock: 'Uhr',
    },
    events: {
      created: 'Erstellt',
      updated: 'Geändert',
      deleted: 'Gelöscht',
      restored: 'Wiederhergestellt',
      download: 'Heruntergeladen',
      'payment method added': 'Zahlungsmethode hinzugefügt',
      'payment method removed': 'Zahlungsmethode entfernt',
      sendInvoiceCSV: 'Rechnungs-CSV gesendet',
      'account deletion job created': 'Kontolöschung geplant',
      'account deleted': 'Konto gelöscht',
      'pivot attached': 'Verknüpfung hinzugefügt',
      'pivot detached': 'Verknüpfung entfernt',
      'pivot updated': 'Verknüpfung geändert',
      'invoice downloaded': 'Rechnung heruntergeladen',
      'notifications updated': 'Benachrichtigungen geändert',
      'data export requested': 'Datenexport angefordert',
      'data export downloaded': 'Datenexport heruntergeladen',
      downloadInvoice: 'Rechnung heruntergeladen',
      downloadCreditNote: 'Gutschrift heruntergeladen',
      login: 'Angemeldet',
      loginAs: 'Als Benutzer angemeldet',
      'two-factor enabled': 'Zwei-Faktor-Anmeldung eingeschaltet',
      'two-factor disabled': 'Zwei-Faktor-Anmeldung ausgeschaltet',
      'recovery codes regenerated': 'Wiederherstellungscodes ersetzt',
      'session revoked': 'Sitzung abgemeldet',
      reconciled: 'Abgeglichen',
    },
  },
  fr: {
    types: {
      user: 'Utilisateur',
      subscription: 'Abonnement',
      invoice: 'Facture',
      credit_note: 'Avoir',
      payment_method: 'Moyen de paiement',
      client: 'Sous-utilisateur',
      organisation: 'Organisation',
      role: 'Rôle',
      charge: 'Paiement',
      clock: 'Horloge',
    },
    events: {
      created: 'Créé',
      updated: 'Modifié',
      deleted: 'Supprimé',
      restored: 'Restauré',
      download: 'Téléchargé',
      'payment method added': 'Moyen de paiement ajouté',
      'payment method removed': 'Moyen de paiement retiré',
      sendInvoiceCSV: 'CSV des factures envoyé',
      'account deletion job created': 'Suppression du compte planifiée',
      'account deleted': 'Compte supprimé',
      'pivot attached': 'Relation ajoutée',
      'pivot detached': 'Relation retirée',
      'pivot updated': 'Relation modifiée',
      'invoice downloaded': 'Facture téléchargée',
      'notifications updated': 'Notifications modifiées',
      'data export requested': 'Export des données demandé',
      'data export downloaded': 'Export des données téléchargé',
      downloadInvoice: 'Facture téléchargée',
      downloadCreditNote: 'Avoir téléchargé',
      login: 'Connexion',
      loginAs: "Connexion en tant que l'utilisateur",
      'two-factor enabled': 'Connexion à deux facteurs activée',
      'two-factor disabled': 'Connexion à deux facteurs désactivée',
      'recovery codes regenerated': 'Codes de récupération remplacés',
      'session revoked': 'Session déconnectée',
      reconciled: 'Rapproché',
    },
  },
};

/** A type in words in the language, or its key. */
export const typeInWords = (language: Language, type: string): string =>
  AUDIT_WORDS[language].types[type as AuditEntityType] ?? type;

/** An event in words in the language, or its key. */
export const eventInWords = (language: Language, event: string): string =>
  AUDIT_WORDS[language].events[event as AuditEvent] ?? event;
