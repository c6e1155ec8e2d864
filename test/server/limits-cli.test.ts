// The operator CLI's view of player protection: `admin limits <userId>` and
// `admin limit-questions --json` (issue 14), in-process on the test database.
import { runCli } from '../../server/admin/cli';
import { buildTestApp, type TestApp, testDialects } from './helper';

jest.setTimeout(30_000);

async function cli(...args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(
    args,
    (s) => {
      out += s;
    },
    (s) => {
      err += s;
    },
  );
  return { code, out, err };
}

describe.each(testDialects())('operator CLI for limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    process.env.DATABASE_URL = t.db.url;
  });
  afterAll(async () => {
    delete process.env.DATABASE_URL;
    await t.close();
  });

  test('limit-questions --json prints every question with its answers and the right one', async () => {
    const r = await cli('limit-questions', '--json');
    expect(r.code).toBe(0);
    const qs = JSON.parse(r.out) as { id: number; text: string; answers: { id: number; text: string }[]; rightAnswerId: number }[];
    expect(qs).toHaveLength(3);
    for (const q of qs) {
      expect(q.text.length).toBeGreaterThan(10);
      expect(q.answers.map((a) => a.id)).toContain(q.rightAnswerId);
    }
    expect(qs[0]).toMatchObject({ id: 1, rightAnswerId: 2 });
    expect((await cli('limit-questions', '--xml')).code).toBe(2);
  });

  test("limits <userId> prints the player's limits; an unknown player exits 2", async () => {
    const { userId } = await t.app.users.register({ regType: 'fast_reg', passwordHash: 'x', currencyId: 1, countryId: 1, bonusChoice: 0 });
    await t.app.limits.save(
      userId,
      [
        { limitType: 1, limitValue: 50 },
        { limitType: 30, limitValue: 7 },
      ],
      'en',
    );
    const r = await cli('limits', String(userId));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      userId,
      limits: [
        { limitType: 1, limitValue: 50, limitState: 'ACTIVE', limitBalance: 50, currencyCode: 'RUB' },
        { limitType: 30, limitValue: 7, limitState: 'ACTIVE' },
      ],
    });
    const none = await cli('limits', '999999');
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/no player/);
  });
});
