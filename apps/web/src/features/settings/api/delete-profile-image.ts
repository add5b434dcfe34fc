import { profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/** `DELETE /v1/account/profile/image`: the initials show again. */
export const deleteProfileImage = () => call(profileRoutes.deleteProfileImage, {});

export function useDeleteProfileImage() {
  return useMutation({ mutationFn: deleteProfileImage });
}
