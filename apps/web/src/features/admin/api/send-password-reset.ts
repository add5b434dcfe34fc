import { adminUsersRoutes, type StaffActionRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import type { StaffActionInput } from './use-staff-action';

/** `POST /v1/user/:id/password-reset` (decision 0062). */
export const sendPasswordReset = ({ id, body }: StaffActionInput<StaffActionRequest>) =>
  call(adminUsersRoutes.passwordReset, { params: { id }, body });
