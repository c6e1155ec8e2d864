import { signToken, verifyToken } from './bearer-token';

describe('bearer tokens', () => {
  const now = 1_700_000_000_000;
  const token = signToken('s3cret', { sub: 42, exp: now / 1000 + 60 });

  test('a signed token with a future expiry is valid', () => {
    expect(verifyToken('s3cret', token, now)).toEqual({ ok: true, payload: { sub: 42, exp: now / 1000 + 60 } });
  });
  test('at or after its expiry it is expired', () => {
    expect(verifyToken('s3cret', token, now + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });
  test('another secret, a changed payload or junk is refused', () => {
    expect(verifyToken('other', token, now)).toEqual({ ok: false, reason: 'forged' });
    const [, mac] = token.split('.');
    const body = Buffer.from(JSON.stringify({ sub: 1, exp: now / 1000 + 60 })).toString('base64url');
    expect(verifyToken('s3cret', `${body}.${mac}`, now)).toEqual({ ok: false, reason: 'forged' });
    for (const junk of ['', 'a', 'a.b.c', '.', `${token}.x`]) expect(verifyToken('s3cret', junk, now).ok).toBe(false);
  });
  test('a well-signed payload without the fields is malformed', () => {
    const bad = signToken('s3cret', { sub: 'x', exp: 1 } as never);
    expect(verifyToken('s3cret', bad, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
