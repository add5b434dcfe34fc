import { PROFILE_IMAGE, profileRoutes } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/http-client';

/**
 * `POST /v1/account/profile/image` with the file in `profile_image`; 422 names what is wrong with it
 * on that field (not an image, too large, too wide).
 */
export function uploadProfileImage(file: File) {
  const body = new FormData();
  body.append(PROFILE_IMAGE.field, file);
  return call(profileRoutes.uploadProfileImage, { body }, { handledStatuses: [422] });
}

export function useUploadProfileImage() {
  return useMutation({ mutationFn: uploadProfileImage });
}
