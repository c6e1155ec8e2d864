// The operator commands of the draws (issue 19), run in-process on a test database: lotto next
// and draw, toto current and settle; bad arguments are usage errors.
import { commands } from '../../server/admin/commands/index';
import { UsageError } from '../../server/admin/command';
import { FakeClock } from './fake-clock';
import { type TestApp } from './helper';
import { buildAppWith } from './players';
import { fundedPlayer, newKey } from './sportsbook-fixture';
import { endTotoGame, totoCatalogue } from './toto-fixture';

jest.setTimeout(60_000);

let t: TestApp;
const clock = new FakeClock();
beforeAll(async () => {
  t = await buildAppWith('sqlite', { options: { clock } });
  await t.app.catalogue.loadSnapshot(totoCatalogue(clock.now(), 15));
});
afterAll(async () => {
  await t.close();
});

async function admin(...args: string[]): Promise<any> {
  const command = commands[args[0] as string]!;
  return command.run({ database: t.db.database, db: t.app.db, services: t.app }, command.parse(args.slice(1)));
}

test('lotto next names the next draw; lotto draw draws it and pays its tickets once', async () => {
  const next = await admin('lotto', 'next', '536');
  expect(next).toMatchObject({ gameId: 536, seedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  const p = await fundedPlayer(t.app, 100);
  await t.app.lotto.buy(p.userId, { gameId: 536, numbers: [1, 2, 3, 4, 5], idempotencyKey: newKey() });
  const drawn = await admin('lotto', 'draw', String(next.drawId));
  expect(drawn.settled).toBe(1);
  expect(drawn.draw.numbers).toHaveLength(5);
  expect((await admin('lotto', 'draw', String(next.drawId))).settled).toBe(0);
  expect(() => commands.lotto!.parse(['spin', '1'])).toThrow(UsageError);
  expect(() => commands.lotto!.parse(['draw'])).toThrow(UsageError);
});

test('toto current opens the draw; toto settle settles it once its games have results', async () => {
  const current = await admin('toto', 'current');
  expect(current.games).toHaveLength(15);
  expect((await admin('toto', 'settle')).settled).toEqual([]);
  for (const g of current.games as number[]) await endTotoGame(t.app, g, 'X');
  expect((await admin('toto', 'settle')).settled).toEqual([current.drawId]);
  expect((await admin('toto', 'settle')).settled).toEqual([]);
  expect(() => commands.toto!.parse(['pay'])).toThrow(UsageError);
});
