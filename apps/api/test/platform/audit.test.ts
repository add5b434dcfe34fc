import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets } from '../../src/platform/audit';

describe('maskSecrets', () => {
  it('masks every key naming a password, token or secret, at any depth', () => {
    expect(
      maskSecrets({
        email: 'a@b.test',
        password: 'hunter2',
        new_password_confirmation: 'hunter3',
        refreshToken: 'abc',
        mail_server: { host: 'smtp', password: 'p', port: 465 },
        client_secret: null,
        tags: ['password'],
      }),
    ).toEqual({
      email: 'a@b.test',
      password: MASK,
      new_password_confirmation: MASK,
      refreshToken: MASK,
      mail_server: { host: 'smtp', password: MASK, port: 465 },
      client_secret: null,
      tags: ['password'],
    });
  });
});
