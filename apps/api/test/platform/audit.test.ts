import { describe, expect, it } from 'vitest';
import { changedOnly, MASK, maskSecrets, maskUrl } from '../../src/platform/audit';

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

  it('masks secrets in objects inside lists, and keeps lists of plain values', () => {
    expect(
      maskSecrets({
        servers: [
          { host: 'a', password: 'p1' },
          { host: 'b', smtp: { client_secret: 's' } },
        ],
        nested: [[{ token: 't' }]],
        codes: [1, 2],
      }),
    ).toEqual({
      servers: [
        { host: 'a', password: MASK },
        { host: 'b', smtp: { client_secret: MASK } },
      ],
      nested: [[{ token: MASK }]],
      codes: [1, 2],
    });
  });
});

describe('maskUrl', () => {
  it('masks the value of a query parameter naming a secret and leaves the rest', () => {
    expect(maskUrl('/v1/account/data-export/3/download?token=abc123&lang=de')).toBe(
      `/v1/account/data-export/3/download?token=${MASK}&lang=de`,
    );
    expect(maskUrl('/v1/x?reset%5Ftoken=abc&page=2&flag')).toBe(`/v1/x?reset%5Ftoken=${MASK}&page=2&flag`);
    expect(maskUrl('/v1/account/profile')).toBe('/v1/account/profile');
  });
});

describe('changedOnly', () => {
  it('leaves out the fields both sides hold with the same value, and keeps notes of one side', () => {
    expect(
      changedOnly(
        { status: 'active', quantity: 3, ends_at: null, meta: { a: 1 } },
        { status: 'canceled', quantity: 3, ends_at: null, meta: { a: 1 }, reason: 'asked' },
      ),
    ).toEqual({ oldValues: { status: 'active' }, newValues: { status: 'canceled', reason: 'asked' } });
    // Compared before masking: a changed secret stays (and is masked afterwards).
    expect(changedOnly({ password: 'old-hash' }, { password: 'new-hash' })).toEqual({
      oldValues: { password: 'old-hash' },
      newValues: { password: 'new-hash' },
    });
  });
});
