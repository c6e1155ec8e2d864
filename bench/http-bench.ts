// What the HTTP money benchmarks (bets.ts, casino.ts) share: a keep-alive JSON POST, the server
// process's CPU time, percentiles, and the ledger invariant checked on every account.
import { readFileSync } from 'node:fs';
import { type Agent, request } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

export function postJson(agent: Agent, port: number, path: string, cookie: string, body: unknown): Promise<{ status: number; json: any }> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie },
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    // the fields after the command name; utime and stime are fields 14 and 15 of the line
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ is 100 on Linux
  } catch {
    return Number.NaN;
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

/** How many accounts' ledger does not sum to their balance (0 when the books are exact). */
export async function unbalancedAccounts(db: Kysely<Database>): Promise<number> {
  const sums = await db
    .selectFrom('accounts')
    .leftJoin('ledger', 'ledger.account_id', 'accounts.id')
    .select([
      'accounts.id',
      'accounts.balance_minor',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('ledger.amount_minor'), eb.lit(0)).as('total'),
    ])
    .groupBy(['accounts.id', 'accounts.balance_minor'])
    .execute();
  return sums.filter((s) => Number(s.total) !== Number(s.balance_minor)).length;
}
