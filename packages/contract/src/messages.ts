/**
 * Validation messages travel as keys with parameters (`validation.max?max=55`) so that the API and
 * the web translate the same rule into the same sentence, naming the field, in en, de and fr.
 */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export function message(key: ValidationKey, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${key}?${query}` : key;
}

type Catalog = Record<ValidationKey, string>;

const en = {
  'validation.required': 'The {field} field is required.',
  'validation.email': 'The {field} must be a valid e-mail address.',
  'validation.max': 'The {field} may not be longer than {max} characters.',
  'validation.min': 'The {field} must be at least {min} characters.',
  'validation.passwordRegex':
    'The {field} must contain at least one upper case letter, one lower case letter, one digit and one special character.',
  // Reported on the confirmation field itself: "The password confirmation does not match."
  'validation.confirmed': 'The {field} does not match.',
  'validation.oneOf': 'The selected {field} is invalid.',
  'validation.integer': 'The {field} must be a whole number.',
  'validation.minValue': 'The {field} must be at least {min}.',
  'validation.maxValue': 'The {field} may not be greater than {max}.',
  'validation.onlyHigherThan': 'The {field} must be higher than {value}.',
  'validation.vatId': 'The {field} is not a valid VAT identification number.',
  'validation.iban': 'The {field} is not a valid IBAN.',
  'validation.date': 'The {field} must be a date in the format YYYY-MM-DD.',
  'validation.requiredWith': 'The {field} field is required when {other} is given.',
  // NUL bytes and unpaired UTF-16 surrogates: no text a person types contains them.
  'validation.characters': 'The {field} contains characters that are not allowed.',
  'validation.maxItems': 'The {field} may not have more than {max} entries.',
  'validation.distinct': 'The {field} names the same column more than once.',
  'validation.accepted': 'The {field} must be accepted.',
  'validation.hostname': 'The {field} must be a host name or IP address, without scheme, port or path.',
} as const;

export type ValidationKey = keyof typeof en;

const catalogs: Record<Language, Catalog> = {
  en,
  de: {
    'validation.required': 'Das Feld {field} ist erforderlich.',
    'validation.email': '{field} muss eine gültige E-Mail-Adresse sein.',
    'validation.max': '{field} darf höchstens {max} Zeichen lang sein.',
    'validation.min': '{field} muss mindestens {min} Zeichen lang sein.',
    'validation.passwordRegex':
      '{field} muss mindestens einen Großbuchstaben, einen Kleinbuchstaben, eine Ziffer und ein Sonderzeichen enthalten.',
    'validation.confirmed': '{field} stimmt nicht überein.',
    'validation.oneOf': 'Der gewählte Wert für {field} ist ungültig.',
    'validation.integer': '{field} muss eine ganze Zahl sein.',
    'validation.minValue': '{field} muss mindestens {min} sein.',
    'validation.maxValue': '{field} darf höchstens {max} sein.',
    'validation.onlyHigherThan': '{field} muss größer als {value} sein.',
    'validation.vatId': '{field} ist keine gültige Umsatzsteuer-Identifikationsnummer.',
    'validation.iban': '{field} ist keine gültige IBAN.',
    'validation.date': '{field} muss ein Datum im Format JJJJ-MM-TT sein.',
    'validation.requiredWith': 'Das Feld {field} ist erforderlich, wenn {other} angegeben ist.',
    'validation.characters': '{field} enthält Zeichen, die nicht erlaubt sind.',
    'validation.maxItems': '{field} darf höchstens {max} Einträge haben.',
    'validation.distinct': '{field} nennt dieselbe Spalte mehr als einmal.',
    'validation.accepted': 'Die {field} müssen akzeptiert werden.',
    'validation.hostname':
      '{field} muss ein Hostname oder eine IP-Adresse sein, ohne Schema, Port oder Pfad.',
  },
  fr: {
    'validation.required': 'Le champ {field} est obligatoire.',
    'validation.email': 'Le champ {field} doit être une adresse e-mail valide.',
    'validation.max': 'Le champ {field} ne peut pas dépasser {max} caractères.',
    'validation.min': 'Le champ {field} doit contenir au moins {min} caractères.',
    'validation.passwordRegex':
      'Le champ {field} doit contenir au moins une majuscule, une minuscule, un chiffre et un caractère spécial.',
    'validation.confirmed': 'Le champ {field} ne correspond pas.',
    'validation.oneOf': 'La valeur choisie pour {field} est invalide.',
    'validation.integer': 'Le champ {field} doit être un nombre entier.',
    'validation.minValue': 'Le champ {field} doit être au moins {min}.',
    'validation.maxValue': 'Le champ {field} ne peut pas dépasser {max}.',
    'validation.onlyHigherThan': 'Le champ {field} doit être supérieur à {value}.',
    'validation.vatId': "Le champ {field} n'est pas un numéro de TVA intracommunautaire valide.",
    'validation.iban': "Le champ {field} n'est pas un IBAN valide.",
    'validation.date': 'Le champ {field} doit être une date au format AAAA-MM-JJ.',
    'validation.requiredWith': 'Le champ {field} est obligatoire lorsque {other} est renseigné.',
    'validation.characters': 'Le champ {field} contient des caractères non autorisés.',
    'validation.maxItems': 'Le champ {field} ne peut pas avoir plus de {max} entrées.',
    'validation.distinct': "Le champ {field} nomme la même colonne plus d'une fois.",
    'validation.accepted': 'Les {field} doivent être acceptées.',
    'validation.hostname':
      "Le champ {field} doit être un nom d'hôte ou une adresse IP, sans schéma, port ni chemin.",
  },
};

/** Field labels used inside validation sentences. Unknown fields fall back to their own name. */
const fieldLabels: Record<Language, Record<string, string>> = {
  en: {
    email: 'e-mail',
    password: 'password',
    password_confirmation: 'password confirmation',
    accept_terms: 'terms',
    firstname: 'first name',
    lastname: 'last name',
    token: 'token',
    id: 'id',
    reason: 'reason',
    language: 'language',
    company: 'company',
    vatid: 'VAT ID',
    street: 'street',
    city: 'city',
    postal_code: 'postal code',
    country: 'country',
    phone_number: 'phone number',
    invoice_language: 'invoice language',
    invoice_email: 'invoice e-mail',
    invoice_reference: 'reference',
    quantity: 'quantity',
    plan: 'plan',
    productId: 'product',
    interval: 'interval',
    couponCode: 'coupon code',
    paymentId: 'payment method',
    date: 'month',
    start: 'start date',
    end: 'end date',
    subscriptionId: 'subscription',
    amount: 'amount',
    search: 'search',
    sort: 'sort order',
    page: 'page',
    pageSize: 'page size',
    cursor: 'position',
    limit: 'page size',
    status: 'status',
    host: 'host',
    username: 'username',
    port: 'port',
    encryption: 'encryption',
  },
  de: {
    email: 'E-Mail',
    password: 'Passwort',
    password_confirmation: 'Passwortbestätigung',
    accept_terms: 'Nutzungsbedingungen',
    firstname: 'Vorname',
    lastname: 'Nachname',
    token: 'Token',
    id: 'ID',
    reason: 'Grund',
    language: 'Sprache',
    company: 'Firma',
    vatid: 'USt-IdNr.',
    street: 'Straße',
    city: 'Ort',
    postal_code: 'Postleitzahl',
    country: 'Land',
    phone_number: 'Telefonnummer',
    invoice_language: 'Rechnungssprache',
    invoice_email: 'Rechnungs-E-Mail',
    invoice_reference: 'Referenz',
    quantity: 'Anzahl',
    plan: 'Tarif',
    productId: 'Produkt',
    interval: 'Abrechnungsintervall',
    couponCode: 'Gutscheincode',
    paymentId: 'Zahlungsmethode',
    date: 'Monat',
    start: 'Startdatum',
    end: 'Enddatum',
    subscriptionId: 'Abonnement',
    amount: 'Betrag',
    search: 'Suche',
    sort: 'Sortierung',
    page: 'Seite',
    pageSize: 'Seitengröße',
    cursor: 'Position',
    limit: 'Seitengröße',
    status: 'Status',
    host: 'Host',
    username: 'Benutzername',
    port: 'Port',
    encryption: 'Verschlüsselung',
  },
  fr: {
    email: 'e-mail',
    password: 'mot de passe',
    password_confirmation: 'confirmation du mot de passe',
    accept_terms: 'conditions d’utilisation',
    firstname: 'prénom',
    lastname: 'nom',
    token: 'jeton',
    id: 'identifiant',
    reason: 'motif',
    language: 'langue',
    company: 'société',
    vatid: 'numéro de TVA',
    street: 'rue',
    city: 'ville',
    postal_code: 'code postal',
    country: 'pays',
    phone_number: 'téléphone',
    invoice_language: 'langue de facturation',
    invoice_email: 'e-mail de facturation',
    invoice_reference: 'référence',
    quantity: 'quantité',
    plan: 'offre',
    productId: 'produit',
    interval: 'périodicité',
    couponCode: 'code promo',
    paymentId: 'moyen de paiement',
    date: 'mois',
    start: 'date de début',
    end: 'date de fin',
    subscriptionId: 'abonnement',
    amount: 'montant',
    search: 'recherche',
    sort: 'tri',
    page: 'page',
    pageSize: 'taille de page',
    cursor: 'position',
    limit: 'taille de page',
    status: 'statut',
    host: 'hôte',
    username: "nom d'utilisateur",
    port: 'port',
    encryption: 'chiffrement',
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Turns an encoded message into a sentence; text that is not an encoded key is returned unchanged. */
export function translateMessage(encoded: string, field: string, language: Language): string {
  const [key = '', query = ''] = encoded.split('?');
  const catalog = catalogs[language];
  if (!(key in catalog)) return encoded;
  const params = Object.fromEntries(new URLSearchParams(query));
  // An entry of a list (`sort.1`) is named by its list.
  const list = field.replace(/(\.\d+)+$/, '');
  const label = fieldLabels[language][field] ?? fieldLabels[language][list] ?? list;
  return catalog[key as ValidationKey].replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'field' ? label : (params[name] ?? ''),
  );
}
