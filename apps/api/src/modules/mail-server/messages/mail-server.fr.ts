import type { mailServerEn } from './mail-server.en';

export const mailServerFr: Record<keyof typeof mailServerEn, string> = {
  'mailServer.updated': 'Serveur de messagerie enregistré.',
  'mailServer.passwordNeeded':
    "Saisissez le mot de passe : il n'est conservé que tant que l'hôte et le nom d'utilisateur restent les mêmes.",
  'mailServer.test.sent': "L'e-mail de test a été envoyé à {email}. Votre serveur de messagerie l'a accepté.",
  'mailServer.test.auth_failed':
    "Échec de l'authentification : le serveur de messagerie n'a pas accepté le nom d'utilisateur et le mot de passe.",
  'mailServer.test.tls_mismatch':
    "Le chiffrement ne correspond pas au serveur : essayez l'autre chiffrement (SSL généralement sur le port 465, TLS sur le port 587).",
  'mailServer.test.refused':
    "Connexion refusée : rien n'accepte de connexions sur cet hôte et ce port. Vérifiez les deux.",
  'mailServer.test.timeout':
    "Délai dépassé : le serveur de messagerie n'a pas répondu dans les {seconds} secondes.",
  'mailServer.test.failed': "L'e-mail de test n'a pas pu être envoyé : {reason}",
  'mailServer.test.unknownHost': "le nom d'hôte est introuvable.",
  'mailServer.test.certificate': 'le certificat du serveur n’est pas reconnu comme fiable.',
  'mailServer.test.not_allowed':
    'Le portail ne se connecte pas à cette adresse : utilisez le nom d’hôte public de votre serveur de messagerie et un port de messagerie ({ports}).',
  'mailServer.test.unexpected': 'le serveur de messagerie a interrompu l’échange de manière inattendue.',
  'mailServer.hostNotAllowed':
    'Le portail ne se connecte pas à cette adresse : saisissez le nom d’hôte public de votre serveur de messagerie.',
  'mailServer.portNotAllowed': 'Utilisez un port de messagerie : {ports}.',
  'mailServer.mail.subject': 'E-mail de test de votre serveur de messagerie',
  'mailServer.mail.intro':
    '{product} a envoyé ce message via votre serveur de messagerie. Il fonctionne : les e-mails destinés à vos utilisateurs peuvent passer par lui.',
  'mailServer.mail.host': 'Serveur de messagerie',
  'mailServer.mail.encryption': 'Chiffrement',
  'mailServer.mail.action': 'Ouvrir les paramètres du serveur de messagerie',
  'mailServer.mail.outro': "Vous n'avez rien d'autre à faire.",
  'mailServer.unverified':
    'Pas encore enregistré : la vérification de votre serveur de messagerie a échoué. {reason} Enregistrez quand même les paramètres ou corrigez-les.',
  'mailServer.failure.not_allowed': 'Le portail ne se connecte pas à cette adresse ou à ce port.',
  'mailServer.failure.unknown_host': 'Le nom d’hôte est introuvable.',
  'mailServer.failure.refused': 'La connexion a été refusée.',
  'mailServer.failure.timeout': 'Le serveur de messagerie n’a pas répondu à temps.',
  'mailServer.failure.tls_mismatch': 'Le chiffrement ne correspond pas au serveur.',
  'mailServer.failure.certificate': 'Le certificat du serveur n’est pas reconnu.',
  'mailServer.failure.auth_failed': 'Le nom d’utilisateur et le mot de passe n’ont pas été acceptés.',
  'mailServer.failure.rejected': 'Le serveur de messagerie a refusé le message ou son destinataire.',
  'mailServer.failure.failed': 'Le serveur de messagerie a interrompu l’échange de manière inattendue.',
  'mailServer.failingMail.subject': 'Les e-mails via votre serveur de messagerie ne sont pas distribués',
  'mailServer.failingMail.intro':
    '{product} n’a pas pu distribuer un e-mail via le serveur de messagerie que vous avez configuré (par exemple un e-mail de bienvenue à un nouvel utilisateur) après plusieurs tentatives. Les e-mails qui passent par lui restent non distribués jusqu’à ce qu’il fonctionne de nouveau ; ils ne sont pas envoyés par un autre moyen.',
  'mailServer.failingMail.since': 'En échec depuis',
  'mailServer.failingMail.problem': 'Problème',
  'mailServer.failingMail.outro':
    'Vérifiez les paramètres et envoyez un e-mail de test. Vous pourrez ensuite renvoyer les e-mails de bienvenue depuis la gestion des utilisateurs.',
};
