import { adminUsersRoutes, type StaffActionRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import type { StaffActionInput } from './use-staff-action';

/** `POST /v1/user/:id/unsuspend` (decision 0062). */
export const unsuspendUser = ({ id, body }: StaffActionInput<StaffActionRequest>) =>
  call(adminUsersRoutes.unsuspend, { params: { id }, body });
