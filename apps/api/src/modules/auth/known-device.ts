import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { secondsInDay } from 'date-fns/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps } from '../../platform/auth/cookies';
import { derivedKey } from '../../platform/auth/derived-key';

/**
 * The browser an account last signed in from carries this cookie (OWASP "device cookies"): it lets
 * that browser through the per-account login limit that an attacker elsewhere has run up, while the
 * per-IP limit still applies (docs/decisions/0006). It names no account: it is a random device id
 * with an HMAC over the e-mail it was issued for, so it only counts for that e-mail.
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const COOKIE_PATH = '/v1/login';
const MAX_AGE_SECONDS = 180 * secondsInDay;

function signature(serverSecret: string, email: string, deviceId: string): Buffer {
  return createHmac('sha256', derivedKey(serverSecret, 'known-device-cookie'))
    .update(`${email}\n${deviceId}`)
    .digest();
}

/** The device id when the request's cookie was issued to this (lower-cased) e-mail, else null. */
export function knownDeviceOf(request: FastifyRequest, serverSecret: string, email: string): string | null {
  const [deviceId, mac] = (request.cookies[KNOWN_DEVICE_COOKIE] ?? '').split('.');
  if (!deviceId || !mac) return null;
  const expected = signature(serverSecret, email, deviceId);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** Marks the browser as known for this e-mail, keeping its device id when it already had one. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  serverSecret: string,
  email: string,
  deviceId: string | null,
): void {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  reply.setCookie(KNOWN_DEVICE_COOKIE, `${id}.${signature(serverSecret, email, id).toString('base64url')}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: MAX_AGE_SECONDS,
  });
}
