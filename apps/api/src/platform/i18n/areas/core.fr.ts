import type { coreEn } from './core.en';

export const coreFr: Record<keyof typeof coreEn, string> = {
  'errors.validation': 'Les données fournies sont invalides.',
  'errors.unauthenticated': 'Unauthenticated.',
  'errors.forbidden': "Vous n'avez pas les autorisations nécessaires pour accéder à cette vue.",
  'errors.notFound': "Cette vue n'a pas été trouvée.",
  'errors.csrf': 'Votre jeton de sécurité est absent ou a expiré. Veuillez recharger la page et réessayer.',
  'errors.xhrRequired': 'Cette requête doit être envoyée par le portail (X-Requested-With: XMLHttpRequest).',
  'errors.server': "Une erreur inattendue s'est produite. Veuillez réessayer ou contacter le support.",
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
  'account.termsAccepted': "Merci d'avoir accepté les conditions.",
  'account.languageUpdated': 'Langue mise à jour.',
  'users.notFound': "L'utilisateur est introuvable.",
  'mail.greeting': 'Bonjour {name},',
  'mail.greetingWithoutName': 'Bonjour,',
  'mail.linkFallback': 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  'mail.signature': "L'équipe {product}",
  'mail.footer': 'Ceci est un message automatique de {product}. Merci de ne pas y répondre.',
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
