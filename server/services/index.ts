import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AccountsService } from './accounts';
import { BlocksService } from './blocks';
import { LedgerService } from './ledger';
import { defaultThrottleLimits, LoginThrottle, type ThrottleLimits } from './login-throttle';
import { MaintenanceService } from './maintenance';
import { RedirectsService } from './redirects';
import { SessionsService } from './sessions';
import { TermsService } from './terms';
import { TokenService } from './tokens';
import { UsersService } from './users';

export interface ServiceOptions {
  tokenSecret: string;
  throttle?: ThrottleLimits;
  now?: () => number;
}

/** Every platform service on one database: used by the server (as decorations) and by the operator CLI. */
export function createServices(db: Kysely<Database>, opts: ServiceOptions) {
  const now = opts.now ?? Date.now;
  const terms = new TermsService(db, now);
  const accounts = new AccountsService(db, now);
  return {
    ledger: new LedgerService(db, now),
    accounts,
    terms,
    users: new UsersService(db, accounts, terms, now),
    sessions: new SessionsService(db, now),
    loginThrottle: new LoginThrottle(db, opts.throttle ?? defaultThrottleLimits, now),
    tokens: new TokenService(opts.tokenSecret, now),
    blocks: new BlocksService(db, now),
    redirects: new RedirectsService(db, now),
    maintenance: new MaintenanceService(db, now),
  };
}

export type Services = ReturnType<typeof createServices>;
