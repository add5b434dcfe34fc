import { type ProfileUpdate, profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `PUT /v1/account/profile`; a new e-mail address answers with the change waiting for confirmation. */
export const updateProfile = (body: ProfileUpdate) =>
  call(profileRoutes.updateProfile, { body }, { handledStatuses: [422] });

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
