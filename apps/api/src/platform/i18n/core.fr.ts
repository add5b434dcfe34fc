import type { coreEn } from './core.en';

export const coreFr: Record<keyof typeof coreEn, string> = {
  'errors.validation': 'Les données fournies sont invalides.',
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': "Vous n'avez pas les autorisations nécessaires pour accéder à cette vue.",
  'errors.notFound': "Cette vue n'a pas été trouvée.",
  'errors.csrf': 'Votre jeton de sécurité est absent ou a expiré. Veuillez recharger la page et réessayer.',
  'errors.xhrRequired': 'Cette requête doit être envoyée par le portail (X-Requested-With: XMLHttpRequest).',
  'errors.server': "Une erreur inattendue s'est produite. Veuillez réessayer ou contacter le support.",
  'errors.badRequest': "La requête n'a pas pu être lue.",
  'errors.lostRace':
    'Une autre modification était enregistrée au même moment. Rien n’a été modifié ; veuillez réessayer.',
  'errors.badUrl': "L'adresse de cette requête est mal formée.",
  'errors.invalidJson': "Le contenu de la requête n'est pas du JSON valide.",
  'errors.payloadTooLarge': 'Le contenu de la requête est trop volumineux.',
  'errors.unsupportedMediaType': "Ce type de contenu n'est pas pris en charge ici ; envoyez du JSON.",
  'errors.tooManyRequests': 'Trop de tentatives. Veuillez réessayer dans {minutes} minutes.',
  'errors.tooManyRequestsMinute': 'Trop de tentatives. Veuillez réessayer dans une minute.',
  'auth.invalidCredentials': 'Ces identifiants ne correspondent pas à nos enregistrements.',
  'auth.suspended': 'Votre compte a été suspendu. Veuillez contacter le support.',
  'auth.deactivated': 'Votre compte a été désactivé. Veuillez contacter le support.',
  'auth.refreshFailed': 'Votre jeton a expiré, veuillez vous reconnecter !',
  'auth.emailTaken': 'Cette adresse e-mail est déjà utilisée.',
  'auth.resetLinkSent':
    'Si un compte existe pour cette adresse e-mail, nous avons envoyé un lien pour réinitialiser le mot de passe.',
  'auth.resetInvalid': 'Ce lien de réinitialisation est invalide ou a expiré.',
  'auth.passwordReset': 'Votre mot de passe a été réinitialisé. Vous pouvez vous connecter.',
  'auth.loggedOut': 'Vous avez été déconnecté.',
  'auth.loginAsSelf': 'Vous êtes déjà connecté en tant que cet utilisateur.',
  'auth.loginAsStaff': "Vous ne pouvez pas vous connecter en tant qu'un autre membre du personnel.",
  'auth.notImpersonating': "Vous n'êtes pas connecté en tant qu'un autre utilisateur.",
  'auth.loginAsEnded':
    'Votre temps de connexion en tant que ce client est écoulé. Revenez à votre propre compte.',
  'auth.loginAsReadOnly':
    'Vous êtes connecté en tant que ce client en lecture seule : les modifications ne sont pas autorisées.',
  'auth.holderOnly': 'Seul le titulaire du compte peut faire cela, pas le support connecté en tant que lui.',
  'auth.loginAsChangesNotAllowed':
    'Seul un administrateur peut autoriser des modifications en étant connecté en tant que client.',
  'account.termsAccepted': "Merci d'avoir accepté les conditions.",
  'account.languageUpdated': 'Langue mise à jour.',
  'users.notFound': "L'utilisateur est introuvable.",
  'mail.greeting': 'Bonjour {name},',
  'mail.greetingWithoutName': 'Bonjour,',
  'mail.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.signature': "L'équipe {product}",
  'mail.footer': 'Ceci est un message automatique de {product}. Merci de ne pas y répondre.',
  'mail.supportAccess.subject': 'Notre support s’est connecté à votre compte',
  'mail.supportAccess.intro':
    '{staff}, de notre équipe support, s’est connecté à votre compte en tant que vous.',
  'mail.supportAccess.reason': 'Motif',
  'mail.supportAccess.from': 'Du',
  'mail.supportAccess.until': 'Au plus tard jusqu’au',
  'mail.supportAccess.action': 'Ouvrir votre journal d’activité',
  'mail.supportAccess.outro':
    'Votre journal d’activité montre tout ce qui a été fait pendant ce temps. Si vous ne vous y attendiez pas, répondez à cet e-mail.',
  'mail.passwordReset.subject': 'Réinitialisez votre mot de passe',
  'mail.passwordReset.intro':
    'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe avec le bouton ci-dessous.',
  'mail.passwordReset.action': 'Réinitialiser le mot de passe',
  'mail.passwordReset.outro':
    "Le lien est valable pour une durée limitée et ne fonctionne qu'une fois. Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail ; votre mot de passe reste inchangé.",
  'mail.welcome.subject': 'Bienvenue sur {product}',
  'mail.welcome.intro':
    'Votre compte a été créé. Connectez-vous pour gérer vos abonnements, vos factures et les paramètres de votre compte.',
  'mail.welcome.action': 'Se connecter',
  'mail.welcome.outro':
    "Pour toute question, notre centre d'aide et notre équipe d'assistance sont à votre disposition.",
};
