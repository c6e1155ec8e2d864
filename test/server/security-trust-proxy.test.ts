// Issue 23: the rate limits count the client's real address. By default nobody's
// X-Forwarded-For is believed (a client cannot dodge a limit by inventing addresses); behind a
// proxy, TRUST_PROXY names whom to believe.
import { EnvError, readEnv } from '../../server/env';
import type { TestApp } from './helper';
import { buildAppWith } from './players';

jest.setTimeout(60_000);

describe('TRUST_PROXY', () => {
  test('reads false, true, a hop count, addresses and CIDRs; refuses anything else', () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(readEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1,::1');
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'example.com', '10.0.0.1/8/1', '1;rm'])
      expect(() => readEnv({ TRUST_PROXY: bad })).toThrow(EnvError);
  });

  const register = (t: TestApp, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/web-api/auth/register',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { type: 'fast_reg', currency: 'RUB', countryId: 1, bonusChoice: 1 },
    });
  const options = { registrationLimit: { max: 3, windowMs: 60 * 60_000 } };

  test('not behind a trusted proxy: invented X-Forwarded-For addresses all count as the socket address', async () => {
    const t = await buildAppWith('sqlite', { options });
    try {
      for (let i = 0; i < 3; i++) expect((await register(t, `203.0.113.${i + 1}`)).statusCode).toBe(201);
      expect((await register(t, '203.0.113.99')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  test('behind a trusted proxy: each forwarded client has its own count', async () => {
    const t = await buildAppWith('sqlite', { options: { ...options, trustProxy: '127.0.0.1' } });
    try {
      for (let i = 0; i < 3; i++) expect((await register(t, '203.0.113.1')).statusCode).toBe(201);
      expect((await register(t, '203.0.113.1')).statusCode).toBe(429);
      expect((await register(t, '203.0.113.2')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
