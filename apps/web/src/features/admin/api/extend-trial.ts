import { adminUsersRoutes, type ExtendTrialRequest } from '@portal/contract';
import { call } from '../../../lib/http/http-client';
import type { StaffActionInput } from './use-staff-action';

/** `POST /v1/user/:id/trial` (decision 0062). */
export const extendTrial = ({ id, body }: StaffActionInput<ExtendTrialRequest>) =>
  call(adminUsersRoutes.extendTrial, { params: { id }, body });
