// Signed-in players with money, made through the services directly (no password hashing), for
// the benchmarks and npm run chaos.
import type { FastifyInstance } from 'fastify';

export interface FundedSession {
  cookie: string;
  userId: number;
  accountId: number;
}

/** `count` RUB players, each with a saved session and `amountMinor` deposited through the ledger. */
export async function fundedSessions(services: FastifyInstance, count: number, amountMinor: number, ref = 'bench'): Promise<FundedSession[]> {
  const out: FundedSession[] = [];
  for (let i = 0; i < count; i++) {
    const { userId } = await services.users.register({ regType: 'fast_reg', passwordHash: ref, currencyId: 1, countryId: 1, bonusChoice: 0 });
    const { token } = await services.sessions.create(userId, true);
    const accountId = (await services.accounts.mainAccountId(userId)) as number;
    await services.ledger.post({ accountId, amountMinor, kind: 'deposit', ref });
    out.push({ cookie: `user_token=${token}`, userId, accountId });
  }
  return out;
}
