import type { PlanContent } from './plan-copy';

const unlimited = [
  'Unbegrenzte Umfragen',
  'Unbegrenzte Quizze',
  'Unbegrenzte Formulare',
  'Unbegrenzte Stimmen',
  'Unbegrenzte Datensätze',
];
const standardSupport = [
  'Antwort per E-Mail innerhalb eines Werktags',
  'Hilfe-Center mit Anleitungen und Video-Tutorials',
];

export const planContentDe: PlanContent = {
  onRequest: 'Preis auf Anfrage',
  durationMonthly: 'pro Lizenz / Monat',
  priceInfo:
    'Alle Preise pro Lizenz und Monat zzgl. USt. Eine Lizenz gilt für eine Domain und ihre Subdomains. Jeder weitere Benutzer kostet {extraUser} pro Monat. 100 % Geld-zurück-Garantie auf den gekennzeichneten Tarifen.',
  plans: {
    1: {
      title: 'Enterprise',
      subTitle:
        'Für Teams, die ihr Publikum mit Umfragen, Quizzen und Formularen auf ihren Websites einbinden.',
      limits: ['20 Umfragen*', '10 Quizze*', '1 Formular*', 'Unbegrenzte Stimmen', 'Unbegrenzte Datensätze'],
      features: [
        'Umfragen, Quizze und Formulare eingebettet in Ihre Websites',
        'Ergebnisse und Statistiken in Echtzeit',
        'Designs in Ihren Markenfarben und Schriften',
        'Export der Ergebnisse als CSV und Excel',
        'DSGVO-konformes Hosting in der EU',
      ],
      support: standardSupport,
    },
    2: {
      title: 'Corporate',
      subTitle: 'Für Verlage und Agenturen, die interaktive Inhalte in großem Umfang einsetzen.',
      limits: unlimited,
      features: [
        'Alles aus Enterprise',
        'Lead-Erfassung mit CRM- und Newsletter-Anbindungen',
        'Unterbenutzer mit Rollen und Organisationen',
        'A/B-Tests von Fragen und Designs',
        'API-Zugang und Webhooks',
        'Single Sign-on (SAML)',
      ],
      support: [
        'Bevorzugter Kundenservice per E-Mail und Telefon',
        'Persönliche Einführungssitzung',
        'Persönliche Ansprechperson für Ihren Erfolg',
      ],
    },
    3: {
      title: 'Enterprise',
      subTitle: 'Sehen Sie, wie Besucher Ihre Websites nutzen – in Echtzeit und datenschutzfreundlich.',
      limits: ['10 Mio. Seitenaufrufe pro Monat'],
      features: [
        'Echtzeit-Dashboards zu Seitenaufrufen, Besuchen und Interaktion',
        'Berichte zur Leistung von Inhalten und Autoren',
        'Besucherquellen und Kampagnen-Tracking (UTM)',
        'Cookielose Messung, gehostet in der EU',
        'Geplante Berichte per E-Mail',
        'Datenexport und API-Zugang',
      ],
      support: [...standardSupport, 'Einführungssitzung für Ihr Team'],
    },
    4: {
      title: 'Enterprise',
      subTitle:
        'Bilden Sie Zielgruppen aus Ihren First-Party-Daten und aktivieren Sie sie in Ihren Kampagnen.',
      limits: ['10 Mio. Seitenaufrufe pro Monat'],
      features: [
        'Zielgruppensegmente aus Verhalten, Interessen und Umfrageantworten',
        'Lookalike-Zielgruppen',
        'Aktivierung in den gängigen Ad-Servern und DSPs',
        'Anbindung an das Consent-Management (IAB TCF 2.2)',
        'Zielgruppen-Insights und Überschneidungsberichte',
        'Ausschließlich First-Party-Daten, gehostet in der EU',
      ],
      support: [...standardSupport, 'Einführungssitzung für Ihr Team'],
    },
    6: {
      title: 'Contracted',
      subTitle:
        'Eine individuelle Vereinbarung für Mediengruppen und Netzwerke mit besonderen Anforderungen.',
      limits: unlimited,
      features: [
        'Alles aus Corporate',
        'Individuelle Vertrags- und Abrechnungsbedingungen',
        'Individuelle Entwicklungen und Integrationen',
        'Service-Level-Agreement mit garantierter Verfügbarkeit',
      ],
      support: [
        'Störungs-Hotline rund um die Uhr',
        'Eigene technische Ansprechperson',
        'Vierteljährliche Strategiegespräche',
      ],
    },
  },
};
