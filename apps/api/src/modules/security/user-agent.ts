import { SESSION_DEVICES, type SignedInSession } from '@portal/contract';
import Bowser from 'bowser';

type Described = Pick<SignedInSession, 'browser' | 'os' | 'device'>;

const isDevice = (type: string | undefined): type is NonNullable<SignedInSession['device']> =>
  (SESSION_DEVICES as readonly (string | undefined)[]).includes(type);

/**
 * Browser and system of a sign-in in words a person recognises: "Chrome 126" on "macOS". The
 * system's version is left out: browsers freeze it in the user agent (every Mac says 10.15.7, every
 * Windows since 10 says NT 10.0), so it would be wrong more often than right.
 */
export function describeUserAgent(userAgent: string | null): Described {
  if (!userAgent) return { browser: null, os: null, device: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name || null,
    device: isDevice(platform.type) ? platform.type : null,
  };
}
