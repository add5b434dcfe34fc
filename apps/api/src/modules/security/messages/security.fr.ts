import type { securityEn } from './security.en';

export const securityFr: Record<keyof typeof securityEn, string> = {
  'twoFactor.required':
    "Saisissez le code de votre application d'authentification pour terminer la connexion.",
  'twoFactor.invalidCode':
    "Ce code n'est pas valide. Saisissez le code actuel de votre application d'authentification.",
  'twoFactor.invalidRecoveryCode': "Ce code de récupération n'est pas valide ou a déjà été utilisé.",
  'twoFactor.challengeExpired':
    'Cette connexion a expiré. Veuillez saisir à nouveau votre adresse e-mail et votre mot de passe.',
  'twoFactor.tooManyWrongCodes':
    'Trop de codes erronés. Veuillez saisir à nouveau votre adresse e-mail et votre mot de passe.',
  'twoFactor.alreadyEnabled': 'La connexion en deux étapes est déjà activée.',
  'twoFactor.notStarted':
    "Commencez d'abord la configuration : scannez le nouveau code QR avec votre application d'authentification.",
  'twoFactor.notEnabled': "La connexion en deux étapes n'est pas activée.",
  'twoFactor.notWhileActingAs':
    'Un membre du personnel agissant pour un client ne peut pas modifier la connexion en deux étapes de ce client.',
  'twoFactor.enabled':
    "La connexion en deux étapes est activée. Conservez vos codes de récupération en lieu sûr : chacun vous connecte une fois sans l'application.",
  'twoFactor.disabled':
    'La connexion en deux étapes est désactivée. Vous vous connectez avec votre mot de passe uniquement.',
  'twoFactor.recoveryCodesRegenerated':
    'Voici vos nouveaux codes de récupération. Les anciens ne fonctionnent plus.',
  'sessions.revoked': 'La session a été déconnectée.',
  'sessions.othersRevoked': 'Toutes les autres sessions ont été déconnectées.',
};
