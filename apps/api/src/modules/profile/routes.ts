import { profileEndpoints as endpoints, PROFILE_IMAGE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../../platform/auth/authenticate';
import { routeEndpoint } from '../../platform/endpoint-route';
import { t } from '../../platform/i18n/index';
import { keyedRateLimit, rateLimitOf } from '../../platform/rate-limits';
import { contextOf } from '../../platform/request-context';
import { takenEmailAnswersOf } from '../../platform/taken-email-answers';
import { readUpload, routeUpload, type UploadLimits } from '../../platform/uploads';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange, resendEmailChange } from './email-change';
import { profileImageUrl, removeProfileImage, setProfileImage } from './profile-image';
import { updatePassword } from './update-password';
import { updateProfile } from './update-profile';

/** The image and `_method` (spec §7: "method override PUT"), nothing else. */
const IMAGE_UPLOAD: UploadLimits = {
  field: PROFILE_IMAGE.field,
  maxBytes: PROFILE_IMAGE.maxBytes,
  fields: 1,
};

/** The account page's profile, profile image and password cards (spec §2 "Account settings", §7). */
export function profileRoutes(app: FastifyInstance): void {
  const { deps } = app;

  // An e-mail change is confirmed with the password: counted per user like every password confirmation.
  const countPasswordAttempt = keyedRateLimit(
    app,
    rateLimitOf(deps.config, 'passwordConfirm'),
    (request) => `email-change:${principalOf(request).userId}`,
  );
  const takenAnswers = takenEmailAnswersOf(app);
  routeEndpoint(app, endpoints.updateProfile, async (request) => {
    const pending = await updateProfile(deps, contextOf(request), request.body, {
      passwordAttempt: () => countPasswordAttempt(request),
      takenAnswers: takenAnswers(request),
    });
    // Answered in the language just saved, as the UI switches to it.
    const language = request.body.language;
    return {
      message: pending
        ? t(language, 'profile.emailChangePending', { email: pending.email })
        : t(language, 'profile.updated'),
      pending,
    };
  });

  routeUpload(app, endpoints.uploadProfileImage, IMAGE_UPLOAD, async (request) => {
    const context = contextOf(request);
    const image = await setProfileImage(deps, context, await readUpload(request, IMAGE_UPLOAD));
    return {
      message: t(context.language, 'profileImage.updated'),
      image: profileImageUrl(deps.config, image),
    };
  });

  routeEndpoint(app, endpoints.deleteProfileImage, async (request) => {
    await removeProfileImage(deps, contextOf(request));
    return { message: t(request.language, 'profileImage.removed'), image: null };
  });

  routeEndpoint(app, endpoints.emailChange, async (request) => ({
    pending: await pendingEmailChange(deps.database.db, principalOf(request).userId, deps.clock.now()),
  }));

  routeEndpoint(app, endpoints.resendEmailChange, async (request) => {
    const pending = await resendEmailChange(deps, contextOf(request), principalOf(request).userId);
    return { message: t(request.language, 'profile.emailChangeResent', { email: pending.email }), pending };
  });

  routeEndpoint(app, endpoints.cancelEmailChange, async (request) => {
    await cancelEmailChange(deps, contextOf(request), principalOf(request).userId);
    return { message: t(request.language, 'profile.emailChangeCancelled') };
  });

  routeEndpoint(app, endpoints.confirmEmailChange, async (request) => {
    const email = await confirmEmailChange(deps, request.body.token, contextOf(request).meta);
    return { message: t(request.language, 'profile.emailChangeConfirmed', { email }) };
  });

  routeEndpoint(
    app,
    endpoints.updatePassword,
    async (request) => {
      await updatePassword(deps, contextOf(request), request.body);
      return { message: t(request.language, 'password.updated') };
    },
    { rateLimit: rateLimitOf(deps.config, 'passwordChange') },
  );
}
