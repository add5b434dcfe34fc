import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/app-deps';
import { REFRESH_COOKIE } from '../../platform/auth/cookies';
import { rotateSession } from '../../platform/auth/rotate-session';
import { clientMetaOf, type IssuedSession } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';

/**
 * `POST /v1/auth/refresh`: trades the refresh cookie for a new access token and a new refresh
 * token. Every failure answers 401 with the sentence the web shows before it signs the user out.
 */
export async function refreshSession(deps: AppDeps, request: FastifyRequest): Promise<IssuedSession> {
  const token = request.cookies[REFRESH_COOKIE];
  if (!token) throw new AppError(401, 'token_not_provided', 'auth.refreshFailed');
  const result = await rotateSession(deps, token, clientMetaOf(request));
  if (result.kind !== 'rotated') throw new AppError(401, 'token_expired', 'auth.refreshFailed');
  return result.session;
}
