import { describe, expect, it } from 'vitest';
import { changesEmail, missingReauthentication, profileUpdateSchema } from '../src/profile';

const holder = { email: 'Owner@Demo.test', twoFactor: false };

describe('an e-mail change proves the holder', () => {
  it('compares addresses as the unique index does', () => {
    expect(changesEmail('Owner@Demo.test', ' owner@demo.TEST ')).toBe(false);
    expect(changesEmail('owner@demo.test', 'owner2@demo.test')).toBe(true);
  });

  it('asks for nothing while the address stays', () => {
    expect(missingReauthentication({ email: 'owner@demo.test' }, { ...holder, twoFactor: true })).toEqual([]);
  });

  it('asks for the current password, and the code when two-factor sign-in is on', () => {
    expect(missingReauthentication({ email: 'new@demo.test' }, holder)).toEqual(['currentPassword']);
    expect(
      missingReauthentication(
        { email: 'new@demo.test', currentPassword: 'x', code: '  ' },
        { ...holder, twoFactor: true },
      ),
    ).toEqual(['code']);
    expect(
      missingReauthentication(
        { email: 'new@demo.test', currentPassword: 'x', code: '123456' },
        { ...holder, twoFactor: true },
      ),
    ).toEqual([]);
  });

  it('bounds both fields like the password change', () => {
    const base = { email: 'new@demo.test', gender: 'female', language: 'en' };
    const long = profileUpdateSchema.safeParse({
      ...base,
      currentPassword: 'x'.repeat(256),
      code: '1'.repeat(33),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['currentPassword', 'validation.max?max=255'],
      ['code', 'validation.max?max=32'],
    ]);
    expect(
      profileUpdateSchema.safeParse({ ...base, currentPassword: 'x'.repeat(255), code: ' 123456 ' }).data
        ?.code,
    ).toBe('123456');
  });
});
