import { lazyPage } from './lazy-page';

// Every page is its own chunk so /login loads only what the login needs.
export const pages = {
  login: lazyPage(() => import('../../features/auth/pages/login-page'), 'LoginPage'),
  forgotPassword: lazyPage(
    () => import('../../features/auth/pages/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  resetPassword: lazyPage(() => import('../../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  confirmEmail: lazyPage(() => import('../../features/auth/pages/confirm-email-page'), 'ConfirmEmailPage'),
  confirmEmailChange: lazyPage(
    () => import('../../features/auth/pages/confirm-email-change-page'),
    'ConfirmEmailChangePage',
  ),
  register: lazyPage(() => import('../../features/auth/register/pages/register-page'), 'RegisterPage'),
  legal: lazyPage(() => import('../../features/legal/pages/legal-page'), 'LegalPage'),
  dashboard: lazyPage(() => import('../../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  pricing: lazyPage(() => import('../../features/store/pages/pricing-page'), 'PricingPage'),
  myProducts: lazyPage(() => import('../../features/subscriptions/pages/my-products-page'), 'MyProductsPage'),
  payments: lazyPage(() => import('../../features/subscriptions/pages/payments-page'), 'PaymentsPage'),
  invoices: lazyPage(() => import('../../features/billing/pages/invoices-page'), 'InvoicesPage'),
  creditNotes: lazyPage(() => import('../../features/billing/pages/credit-notes-page'), 'CreditNotesPage'),
  invoiceData: lazyPage(() => import('../../features/billing/pages/invoice-data-page'), 'InvoiceDataPage'),
  paymentMethods: lazyPage(
    () => import('../../features/billing/pages/payment-methods-page'),
    'PaymentMethodsPage',
  ),
  account: lazyPage(() => import('../../features/settings/pages/account-page'), 'AccountPage'),
  notifications: lazyPage(
    () => import('../../features/settings/pages/notifications-page'),
    'NotificationsPage',
  ),
  mailServer: lazyPage(() => import('../../features/settings/pages/mail-server-page'), 'MailServerPage'),
  adminUsers: lazyPage(() => import('../../features/admin/pages/admin-users-page'), 'AdminUsersPage'),
  adminUser: lazyPage(() => import('../../features/admin/pages/admin-user-page'), 'AdminUserPage'),
  sandboxCustomer: lazyPage(
    () => import('../../features/admin/pages/sandbox-customer-page'),
    'SandboxCustomerPage',
  ),
  mailOutbox: lazyPage(() => import('../../features/admin/pages/mail-outbox-page'), 'MailOutboxPage'),
  finance: lazyPage(() => import('../../features/finance/pages/finance-page'), 'FinancePage'),
  userManagement: lazyPage(
    () => import('../../features/clients/pages/user-management-page'),
    'UserManagementPage',
  ),
  audits: lazyPage(() => import('../../features/audit/pages/activity-log-page'), 'ActivityLogPage'),
  notFound: lazyPage(() => import('../../features/status/pages/not-found-page'), 'NotFoundPage'),
  accessDenied: lazyPage(() => import('../../features/status/pages/access-denied-page'), 'AccessDeniedPage'),
};
