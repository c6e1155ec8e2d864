// A small hand-made catalogue for sportsbook tests: known ids and coefs, so every expected
// number can be computed by hand. Games 1, 2, 4-7 are scheduled; game 3 is live at 1:0.
import type { FastifyInstance } from 'fastify';
import { type Catalogue, type Game, type LocalizedName, type Market, SPORTS } from '../../server/feed/index';
import { byLang } from '../../server/feed/localized';
import type { Player } from './players';

/** A fixture's name: English and Russian as given, the other languages marked ("Home 1 (kk)"). */
export const fixtureName = (en: string, ru = en): LocalizedName => byLang((lang) => (lang === 'en' ? en : lang === 'ru' ? ru : `${en} (${lang})`));
const name = fixtureName;

/** A sport named as the feed names it, in every language. */
export const feedSportName = (nameEng: string): LocalizedName => SPORTS.find((s) => s.nameEng === nameEng)!.name;

function game(id: number, startTime: number, over: Partial<Game> = {}): Game {
  return {
    id,
    sportId: 1,
    champId: 11,
    opponents: [name(`Home ${id}`, `Хозяева ${id}`), name(`Away ${id}`, `Гости ${id}`)],
    startTime,
    status: 'scheduled',
    period: 0,
    isLive: false,
    score: [0, 0],
    clock: 0,
    hasStream: false,
    ...over,
  };
}

function market(id: number, gameId: number, typeId: number, coef: number, over: Partial<Market> = {}): Market {
  const names: Record<number, string> = { 1: '1', 2: 'X', 3: '2', 11: 'Total over 2.5', 21: 'Correct score 1:0' };
  return {
    id,
    gameId,
    sportId: 1,
    champId: 11,
    typeId,
    kind: typeId <= 3 ? 'main' : typeId === 21 ? 'special' : 'total',
    group: typeId <= 3 ? '1x2' : typeId === 11 ? 'total:2.5' : 'correct-score',
    line: typeId === 11 ? 2.5 : null,
    exactScore: typeId === 21 ? [1, 0] : null,
    name: name(names[typeId] ?? `type ${typeId}`),
    coef,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: typeId === 21,
    ...over,
  };
}

export function fixtureCatalogue(now = Date.now()): Catalogue {
  const h = 60 * 60_000;
  return {
    source: 'fixture',
    demo: true,
    at: now,
    sports: [
      { id: 1, nameEng: 'Football', name: feedSportName('Football') },
      { id: 2, nameEng: 'Tennis', name: feedSportName('Tennis') },
    ],
    champs: [
      { id: 11, sportId: 1, name: name('Demo League (demo)', 'Демо лига (демо)'), demo: true },
      { id: 12, sportId: 1, name: name('Second League (demo)', 'Вторая лига (демо)'), demo: true },
    ],
    games: [
      game(1, now + h),
      game(2, now + 5 * h),
      game(3, now - h, { status: 'live', isLive: true, period: 1, score: [1, 0], clock: 1800, hasStream: true }),
      game(4, now + 26 * h, { champId: 12 }),
      game(5, now + 30 * h, { champId: 12 }),
      game(6, now + 40 * h, { champId: 12 }),
      game(7, now + 50 * h, { champId: 12 }),
    ],
    markets: [
      market(101, 1, 1, 2.0),
      market(102, 1, 2, 3.5),
      market(103, 1, 3, 4.0),
      market(104, 1, 11, 1.9),
      market(105, 1, 21, 7.5),
      market(201, 2, 1, 1.5),
      market(202, 2, 2, 4.0),
      market(203, 2, 3, 6.0),
      market(301, 3, 1, 1.8),
      market(302, 3, 2, 2.2, { isBlocked: true }),
      market(303, 3, 3, 5.0),
      market(401, 4, 1, 2.5),
      market(402, 4, 2, 3.2),
      market(403, 4, 3, 2.8),
      market(501, 5, 1, 1.3),
      market(502, 5, 2, 5.0),
      market(503, 5, 3, 9.0),
      market(601, 6, 1, 2.1),
      market(602, 6, 2, 3.3),
      market(603, 6, 3, 3.4),
      market(701, 7, 1, 1.7),
      market(702, 7, 2, 3.6),
      market(703, 7, 3, 4.4),
    ].map((m) => (m.champId === 11 && m.gameId >= 4 ? { ...m, champId: 12 } : m)),
  };
}

/**
 * A signed-in player made through the services directly: registration over HTTP hashes a
 * password (scrypt), which would make these suites slow for nothing they test.
 */
export async function quickPlayer(app: FastifyInstance): Promise<Player> {
  const { userId, login } = await app.users.register({ regType: 'fast_reg', passwordHash: 'not-a-hash', currencyId: 1, countryId: 1, bonusChoice: 0 });
  const { token } = await app.sessions.create(userId, false);
  return { userId, login, password: '', cookie: `user_token=${token}` };
}

/** A player with `money` RUB on the main account (through the ledger, as the CLI credit does). */
export async function fundedPlayer(app: FastifyInstance, money: number): Promise<Player & { accountId: number }> {
  const p = await quickPlayer(app);
  const accountId = (await app.accounts.mainAccountId(p.userId)) as number;
  if (money > 0) await app.ledger.post({ accountId, amountMinor: Math.round(money * 100), kind: 'deposit', ref: 'test' });
  return { ...p, accountId };
}

let keys = 0;
export function newKey(): string {
  return `k${process.pid}-${Date.now()}-${++keys}`;
}

export function bet(marketId: number | string, coef: number, extra: Record<string, unknown> = {}) {
  return { market: { id: marketId, coef }, ...extra };
}

export async function place(app: FastifyInstance, player: Pick<Player, 'cookie'>, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/web-api/coupon/place',
    headers: { cookie: player.cookie },
    payload: { idempotencyKey: newKey(), ...body },
  });
}

export async function balanceOf(app: FastifyInstance, accountId: number): Promise<number> {
  return (await app.ledger.balanceMinor(accountId)) / 100;
}

/** The ledger invariant on every account: sum of entries == balance. */
export async function ledgerMatchesBalances(app: FastifyInstance): Promise<boolean> {
  const rows = await app.db
    .selectFrom('accounts')
    .leftJoin('ledger', 'ledger.account_id', 'accounts.id')
    .select(['accounts.id', 'accounts.balance_minor', (eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger.amount_minor'), eb.lit(0)).as('total')])
    .groupBy(['accounts.id', 'accounts.balance_minor'])
    .execute();
  return rows.every((r) => Number(r.total) === Number(r.balance_minor));
}
