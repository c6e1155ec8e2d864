import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AccountsService } from '../plugins/app/money/accounts';
import { BlocksService } from '../plugins/app/operator/blocks';
import { LedgerService } from '../plugins/app/money/ledger';
import { defaultThrottleLimits, LoginThrottle, type ThrottleLimits } from '../plugins/app/auth/login-throttle';
import { MaintenanceService } from '../plugins/app/operator/maintenance';
import { RedirectsService } from '../plugins/app/operator/redirects';
import { SessionsService } from '../plugins/app/auth/sessions';
import { TermsService } from '../plugins/app/players/terms';
import { TokenService } from '../plugins/app/auth/tokens';
import { UsersService } from '../plugins/app/players/users';

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
