import { authRoutes, type LoginTwoFactorRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';

/**
 * `POST /v1/login/two-factor`: the second step of a sign-in (decision 0050). Its 401/403/422/429
 * answers are the step's own business, as the login's are the login form's.
 */
export const loginTwoFactor = (body: LoginTwoFactorRequest) =>
  call(authRoutes.loginTwoFactor, { body }, { handledStatuses: [401, 403, 422, 429] });
