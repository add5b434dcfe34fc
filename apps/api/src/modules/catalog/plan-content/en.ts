import type { PlanContent } from './plan-copy';

const unlimited = [
  'Unlimited polls',
  'Unlimited quizzes',
  'Unlimited forms',
  'Unlimited votes',
  'Unlimited records',
];
const standardSupport = [
  'E-mail support within one business day',
  'Help centre with guides and video tutorials',
];

export const planContentEn: PlanContent = {
  onRequest: 'Price on request',
  durationMonthly: 'per licence / month',
  priceInfo:
    'All prices per licence and month, plus VAT. One licence covers one domain and its subdomains. Each additional user costs {extraUser} per month. 100 % money-back guarantee on the plans that show it.',
  plans: {
    1: {
      title: 'Enterprise',
      subTitle: 'For teams that engage their audience with polls, quizzes and forms on their own sites.',
      limits: ['20 polls*', '10 quizzes*', '1 form*', 'Unlimited votes', 'Unlimited records'],
      features: [
        'Polls, quizzes and forms embedded on your sites',
        'Results and statistics in real time',
        'Designs in your brand colours and fonts',
        'Export of results as CSV and Excel',
        'GDPR-compliant hosting in the EU',
      ],
      support: standardSupport,
    },
    2: {
      title: 'Corporate',
      subTitle: 'For publishers and agencies that run interactive content at scale.',
      limits: unlimited,
      features: [
        'Everything in Enterprise',
        'Lead collection with CRM and newsletter integrations',
        'Sub-users with roles and organisations',
        'A/B tests of questions and designs',
        'API access and webhooks',
        'Single sign-on (SAML)',
      ],
      support: [
        'Priority support by e-mail and phone',
        'Personal onboarding session',
        'Dedicated customer success manager',
      ],
    },
    3: {
      title: 'Enterprise',
      subTitle: 'See how visitors use your sites, in real time and privacy-friendly.',
      limits: ['10M page impressions per month'],
      features: [
        'Real-time dashboards of page impressions, visits and engagement',
        'Content and author performance reports',
        'Traffic sources and campaign (UTM) tracking',
        'Cookieless measurement, hosted in the EU',
        'Scheduled reports by e-mail',
        'Data export and API access',
      ],
      support: [...standardSupport, 'Onboarding session for your team'],
    },
    4: {
      title: 'Enterprise',
      subTitle: 'Build audiences from your first-party data and activate them in your campaigns.',
      limits: ['10M page impressions per month'],
      features: [
        'Audience segments from behaviour, interests and poll answers',
        'Look-alike audiences',
        'Activation in the major ad servers and DSPs',
        'Consent management integration (IAB TCF 2.2)',
        'Audience insights and overlap reports',
        'First-party data only, hosted in the EU',
      ],
      support: [...standardSupport, 'Onboarding session for your team'],
    },
    6: {
      title: 'Contracted',
      subTitle: 'An individual agreement for media groups and networks with special requirements.',
      limits: unlimited,
      features: [
        'Everything in Corporate',
        'Individual contract and invoicing terms',
        'Custom development and integrations',
        'Service-level agreement with guaranteed availability',
      ],
      support: ['24/7 incident hotline', 'Dedicated technical account manager', 'Quarterly strategy reviews'],
    },
  },
};
