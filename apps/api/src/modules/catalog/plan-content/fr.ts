import type { PlanContent } from './plan-copy';

const unlimited = [
  'Sondages illimités',
  'Quiz illimités',
  'Formulaires illimités',
  'Votes illimités',
  'Enregistrements illimités',
];
const standardSupport = [
  'Assistance par e-mail sous un jour ouvré',
  "Centre d'aide avec guides et tutoriels vidéo",
];

export const planContentFr: PlanContent = {
  onRequest: 'Prix sur demande',
  durationMonthly: 'par licence / mois',
  priceInfo:
    "Tous les prix s'entendent par licence et par mois, hors TVA. Une licence couvre un domaine et ses sous-domaines. Chaque utilisateur supplémentaire coûte {extraUser} par mois. Garantie satisfait ou remboursé à 100 % sur les offres qui l'affichent.",
  plans: {
    1: {
      title: 'Enterprise',
      subTitle:
        'Pour les équipes qui font participer leur public avec des sondages, des quiz et des formulaires sur leurs sites.',
      limits: ['20 sondages*', '10 quiz*', '1 formulaire*', 'Votes illimités', 'Enregistrements illimités'],
      features: [
        'Sondages, quiz et formulaires intégrés à vos sites',
        'Résultats et statistiques en temps réel',
        'Modèles de design aux couleurs et polices de votre marque',
        'Export des résultats en CSV et Excel',
        "Hébergement conforme au RGPD dans l'UE",
      ],
      support: standardSupport,
    },
    2: {
      title: 'Corporate',
      subTitle: 'Pour les éditeurs et les agences qui diffusent du contenu interactif à grande échelle.',
      limits: unlimited,
      features: [
        "Tout ce que comprend l'offre Enterprise",
        'Collecte de leads avec intégrations CRM et newsletter',
        'Sous-utilisateurs avec rôles et organisations',
        'Tests A/B des questions et des modèles de design',
        'Accès API et webhooks',
        'Authentification unique (SAML)',
      ],
      support: [
        'Assistance prioritaire par e-mail et téléphone',
        'Séance de prise en main personnalisée',
        'Responsable du succès client dédié',
      ],
    },
    3: {
      title: 'Enterprise',
      subTitle:
        'Découvrez comment les visiteurs utilisent vos sites, en temps réel et dans le respect de leur vie privée.',
      limits: ['10 M de pages vues par mois'],
      features: [
        "Tableaux de bord en temps réel des pages vues, des visites et de l'engagement",
        'Rapports de performance par contenu et par auteur',
        'Sources de trafic et suivi des campagnes (UTM)',
        "Mesure sans cookies, hébergée dans l'UE",
        'Rapports programmés par e-mail',
        'Export des données et accès API',
      ],
      support: [...standardSupport, 'Séance de prise en main pour votre équipe'],
    },
    4: {
      title: 'Enterprise',
      subTitle: 'Créez des audiences à partir de vos données first-party et activez-les dans vos campagnes.',
      limits: ['10 M de pages vues par mois'],
      features: [
        "Segments d'audience selon le comportement, les centres d'intérêt et les réponses aux sondages",
        'Audiences similaires (look-alike)',
        'Activation dans les principaux ad servers et DSP',
        'Intégration de la gestion du consentement (IAB TCF 2.2)',
        "Analyses d'audience et rapports de recoupement",
        "Uniquement des données first-party, hébergées dans l'UE",
      ],
      support: [...standardSupport, 'Séance de prise en main pour votre équipe'],
    },
    6: {
      title: 'Contracted',
      subTitle: 'Un accord sur mesure pour les groupes de médias et les réseaux aux besoins spécifiques.',
      limits: unlimited,
      features: [
        "Tout ce que comprend l'offre Corporate",
        'Conditions contractuelles et de facturation sur mesure',
        'Développements et intégrations sur mesure',
        'Accord de niveau de service avec disponibilité garantie',
      ],
      support: [
        "Ligne d'urgence 24 h/24, 7 j/7",
        'Responsable technique de compte dédié',
        'Revues stratégiques trimestrielles',
      ],
    },
  },
};
