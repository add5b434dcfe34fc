import {
  accountDeletionRoutes,
  accountRoutes,
  authRoutes,
  paymentsRoutes,
  profileRoutes,
  securityRoutes,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Requests that end a login-as, which must work however it stands. */
const ENDING = new Set([key(authRoutes.returnToOwnAccount), key(authRoutes.logout)]);

/** After the end, the web still reads who is signed in, to show the banner and return. */
const AFTER_END = new Set([key(accountRoutes.me)]);

/**
 * What only the account holder does, never staff signed in as them, changes allowed or not: their
 * credentials, their sign-ins, their payment methods and the account's deletion (decision 0063).
 */
export const HOLDER_ONLY = new Set(
  [
    profileRoutes.updatePassword,
    securityRoutes.setupTwoFactor,
    securityRoutes.enableTwoFactor,
    securityRoutes.disableTwoFactor,
    securityRoutes.regenerateRecoveryCodes,
    securityRoutes.revokeSession,
    securityRoutes.signOutOtherSessions,
    paymentsRoutes.addPaymentMethod,
    paymentsRoutes.setDefaultPaymentMethod,
    paymentsRoutes.removePaymentMethod,
    paymentsRoutes.createSepaSetup,
    accountDeletionRoutes.requestDeletion,
  ].map(key),
);

/**
 * A staff member signed in as a customer (decision 0063): once the login-as's time is over only its
 * end is left; before, they read, and change only what an Administrator allowed when signing in,
 * never what is the holder's alone.
 */
export function refuseWhileActingAs(request: FastifyRequest, readOnly: boolean, now: Date): void {
  const terms = request.principal?.loginAs;
  if (!terms) return;
  const route = `${request.method} ${request.routeOptions.url}`;
  if (ENDING.has(route)) return;
  if (terms.until.getTime() <= now.getTime()) {
    if (AFTER_END.has(route)) return;
    throw new AppError(401, 'login_as_ended', 'auth.loginAsEnded');
  }
  if (HOLDER_ONLY.has(route)) throw new AppError(403, 'holder_only', 'auth.holderOnly');
  if (!readOnly && !terms.changesAllowed)
    throw new AppError(403, 'login_as_read_only', 'auth.loginAsReadOnly');
}
