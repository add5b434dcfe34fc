import { adminUsersRoutes, type StaffActionRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import type { StaffActionInput } from './use-staff-action';

/** `POST /v1/user/:id/suspend` (decision 0062). */
export const suspendUser = ({ id, body }: StaffActionInput<StaffActionRequest>) =>
  call(adminUsersRoutes.suspend, { params: { id }, body });
