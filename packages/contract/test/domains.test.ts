import { describe, expect, it } from 'vitest';
import { domainPayloadSchema, isDomainUrl, stripDomainPrefix, stripDomainTitle } from '../src/domains';

describe('the domain title (spec §5)', () => {
  it('strips a leading scheme and www. and a trailing slash', () => {
    expect(stripDomainTitle('https://www.example.com/')).toBe('example.com');
    expect(stripDomainTitle('  http://Shop.Example.at//  ')).toBe('Shop.Example.at');
    expect(stripDomainTitle('WWW.example.com')).toBe('example.com');
    expect(stripDomainTitle('example.com/path/')).toBe('example.com/path');
    // While typing only the front goes, so a path can still be typed after its slash.
    expect(stripDomainPrefix('https://www.example.com/')).toBe('example.com/');
  });

  it('takes a host with an optional port, path and query', () => {
    for (const ok of [
      'example.com',
      'sub.example.co.uk',
      'example.com:8080',
      'example.com/landing',
      'example.com/landing?utm=1&x=y',
      'example.com:443/a/b?q',
      '192.168.0.1',
      'xn--mnchen-3ya.de',
    ]) {
      expect(isDomainUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'example',
      'exa mple.com',
      '-example.com',
      'example.com#top',
      'ftp://example.com',
      'example.c',
    ]) {
      expect(isDomainUrl(stripDomainTitle(bad)), bad).toBe(false);
    }
  });

  it('parses the save payload into the stored title, with one message per bad field', () => {
    const parsed = domainPayloadSchema.parse({
      user_id: 3,
      title: 'https://www.example.com/',
      analytics: true,
      sdk: false,
      cookies: true,
    });
    expect(parsed.title).toBe('example.com');
    const failed = domainPayloadSchema.safeParse({ user_id: 0, title: 'https://', analytics: 'yes' });
    expect(failed.success).toBe(false);
    const issues = Object.fromEntries(
      (failed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(issues).toEqual({
      user_id: 'validation.minValue?min=1',
      title: 'validation.required',
      analytics: 'validation.oneOf',
      sdk: 'validation.oneOf',
      cookies: 'validation.oneOf',
    });
  });
});
