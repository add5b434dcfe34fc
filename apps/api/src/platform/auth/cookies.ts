import { secondsInDay } from 'date-fns/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Readable by the web: tells it a session exists without exposing the token. */
export const AUTHENTICATED_COOKIE = 'authenticated';
/** Only the refresh endpoint ever receives the refresh token. */
export const REFRESH_COOKIE_PATH = '/v1/auth';

export const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE, AUTHENTICATED_COOKIE] as const;

export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  tokens: SessionTokens,
): void {
  const secure = isHttps(request);
  const refreshMaxAge = config.REFRESH_TOKEN_TTL_DAYS * secondsInDay;
  reply
    .setCookie(ACCESS_COOKIE, tokens.accessToken, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: config.ACCESS_TOKEN_TTL_SECONDS,
    })
    .setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      path: REFRESH_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: refreshMaxAge,
    })
    .setCookie(AUTHENTICATED_COOKIE, '1', {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
      maxAge: refreshMaxAge,
    });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply
    .clearCookie(ACCESS_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure })
    .clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure })
    .clearCookie(AUTHENTICATED_COOKIE, { path: '/', sameSite: 'lax', secure });
}
