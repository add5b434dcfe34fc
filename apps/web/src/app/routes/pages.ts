import { lazyPage } from './lazy-page';

// Every page is its own chunk so /login loads only what the login needs.
export const pages = {
  login: lazyPage(() => import('../../features/auth/pages/login-page'), 'LoginPage'),
  forgotPassword: lazyPage(
    () => import('../../features/auth/pages/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  resetPassword: lazyPage(() => import('../../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  legal: lazyPage(() => import('../../features/legal/pages/legal-page'), 'LegalPage'),
  dashboard: lazyPage(() => import('../../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  mailOutbox: lazyPage(() => import('../../features/admin/pages/mail-outbox-page'), 'MailOutboxPage'),
  comingSoon: lazyPage(() => import('../../features/status/pages/coming-soon-page'), 'ComingSoonPage'),
  notFound: lazyPage(() => import('../../features/status/pages/not-found-page'), 'NotFoundPage'),
  accessDenied: lazyPage(() => import('../../features/status/pages/access-denied-page'), 'AccessDeniedPage'),
};
