import type { dataExportEn } from './data-export.en';

/** « Télécharger mes données » en français : réponses, e-mail et README de l’archive. */
export const dataExportFr: Record<keyof typeof dataExportEn, string> = {
  'dataExport.requested':
    'Nous préparons vos données. Nous vous enverrons un lien de téléchargement par e-mail dès qu’elles seront prêtes, en général en quelques minutes.',
  'dataExport.alreadyPending':
    'Vos données sont déjà en cours de préparation. Nous vous enverrons un lien de téléchargement par e-mail dès qu’elles seront prêtes.',
  'dataExport.tooMany':
    'Vous pouvez demander vos données {limit} fois par 24 heures. Veuillez réessayer dans {hours} heures.',
  'dataExport.expired':
    'Ce lien de téléchargement a expiré et l’archive a été supprimée. Demandez à nouveau vos données sur la page de votre compte.',
  'dataExport.mail.subject': 'Vos données {product} sont prêtes à être téléchargées',
  'dataExport.mail.intro':
    'L’archive de vos données que vous avez demandée est prête. Elle contient votre profil, vos paramètres et votre activité, ainsi que les données du compte que votre rôle vous permet de voir, avec un fichier README qui explique chaque fichier.',
  'dataExport.mail.action': 'Télécharger mes données',
  'dataExport.mail.validUntil': 'Valable jusqu’au',
  'dataExport.mail.size': 'Taille',
  'dataExport.mail.outro':
    'Le lien est valable 7 jours et ne fonctionne que si vous êtes connecté à {product} avec votre propre compte. Si vous n’avez pas demandé vos données, changez votre mot de passe et contactez notre support.',
  'dataExport.readme.title': 'Vos données de {product}',
  'dataExport.readme.intro':
    'Cette archive contient les données que {product} conserve à votre sujet, telles qu’elles étaient le {date} (UTC). Demandée par {email}.',
  'dataExport.readme.scopeOwner':
    'Vous êtes titulaire du compte : l’archive couvre donc tout le compte, sa facturation, ses documents, ses utilisateurs et son activité.',
  'dataExport.readme.scopeSubUser':
    'Vous êtes utilisateur du compte de {owner}. L’archive contient vos propres données et les parties du compte que votre rôle vous permet de voir dans le portail ; le titulaire du compte peut exporter le reste.',
  'dataExport.readme.filesHeading': 'Fichiers',
  'dataExport.readme.file.readme': 'README.txt : cette explication.',
  'dataExport.readme.file.account':
    'account.json : votre profil : nom, adresse e-mail, genre, langue, fuseau horaire, photo de profil, rôles et autorisations, date de création et de confirmation du compte, conditions acceptées et paramètres de votre serveur de messagerie (sans le mot de passe).',
  'dataExport.readme.file.billingData':
    'billing-data.json : les données de facturation du compte : société, numéro de TVA, nom et adresse de facturation, téléphone, langue, e-mail et référence des factures, format de facture électronique, référence acheteur, adresse électronique et son schéma, numéro de bon de commande par défaut, devise, ainsi que la marque et les quatre derniers chiffres du moyen de paiement par défaut.',
  'dataExport.readme.file.subscriptions':
    'subscriptions.json : tous les abonnements du compte, y compris ceux qui ont pris fin : produit, formule, licences, prix, statut, numéro de bon de commande et dates.',
  'dataExport.readme.file.invoices':
    'invoices.json : toutes les factures du compte : numéro, date, montants, taxe, statut, moyen et date de paiement.',
  'dataExport.readme.file.invoicePdfs':
    'invoices/ : chaque facture au format PDF, telle que vous pouvez la télécharger dans le portail.',
  'dataExport.readme.file.creditNotes':
    'credit-notes.json : tous les avoirs du compte, avec la facture qu’ils corrigent, leurs montants et leur motif.',
  'dataExport.readme.file.creditNotePdfs': 'credit-notes/ : chaque avoir au format PDF.',
  'dataExport.readme.file.paymentMethods':
    'payment-methods.json : les moyens de paiement enregistrés, uniquement avec la marque et les quatre derniers chiffres. Les numéros de carte et IBAN complets sont conservés par notre prestataire de paiement, pas par nous.',
  'dataExport.readme.file.subUsers':
    'sub-users.json : les utilisateurs du compte : nom, adresse e-mail, langue, rôles et date de création.',
  'dataExport.readme.file.notificationSettings':
    'notification-settings.json : les e-mails que vous recevez, à quelle fréquence, et quand vous avez donné votre consentement partenaires.',
  'dataExport.readme.file.activityAccount':
    'activity.json : le journal d’activité du compte : ce qui a été créé, modifié, supprimé ou téléchargé, quand et par qui (« you » pour vous, un utilisateur du compte, ou « portal » pour notre équipe et les traitements automatiques). Les secrets comme les mots de passe apparaissent masqués. Les données de connexion (adresse IP, navigateur, page) ne figurent que pour vos propres actions.',
  'dataExport.readme.file.activityOwn':
    'activity.json : les entrées du journal d’activité concernant vos propres actions et les modifications de votre profil : ce qui a changé, quand et par qui. Les secrets comme les mots de passe apparaissent masqués. Les données de connexion (adresse IP, navigateur, page) ne figurent que pour vos propres actions.',
  'dataExport.readme.formatsHeading': 'Formats',
  'dataExport.readme.format.json':
    'Les fichiers .json sont au format JSON en UTF-8, tels que l’API du portail les renvoie.',
  'dataExport.readme.format.money':
    'Les montants sont des nombres entiers dans la plus petite unité de leur devise : 12345 avec la devise « eur » signifie 123,45 EUR. Les taux de taxe sont en centièmes de pour cent : 2000 signifie 20 %.',
  'dataExport.readme.format.dates':
    'Les dates et heures sont en UTC, écrites comme 2026-11-25T09:30:00.000Z (ISO 8601).',
  'dataExport.readme.questions':
    'Des questions sur vos données, ou une rectification ou un effacement à demander ? Écrivez à notre support ou lisez notre politique de confidentialité : {privacyUrl}',
};
