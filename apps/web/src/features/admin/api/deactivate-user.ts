import { adminUsersRoutes, type StaffActionRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import type { StaffActionInput } from './use-staff-action';

/** `POST /v1/user/:id/deactivate` (decision 0062). */
export const deactivateUser = ({ id, body }: StaffActionInput<StaffActionRequest>) =>
  call(adminUsersRoutes.deactivate, { params: { id }, body });
