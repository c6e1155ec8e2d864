import type { Migration } from 'kysely';
import * as m0001 from './0001-site-config';
import * as m0002 from './0002-platform';
import * as m0003 from './0003-sportsbook';
import * as m0004 from './0004-drop-coupon-status-index';
import * as m0005 from './0005-limits';
import * as m0006 from './0006-import-maps';
// consent and analytics (issue 16)
import * as m0015 from './0015-consent-analytics';

/** Every migration in order; names sort lexically, as Kysely requires. */
export const migrations: Record<string, Migration> = {
  '0001-site-config': m0001,
  '0002-platform': m0002,
  '0003-sportsbook': m0003,
  '0004-drop-coupon-status-index': m0004,
  '0005-limits': m0005,
  '0006-import-maps': m0006,
  // consent and analytics (issue 16)
  '0015-consent-analytics': m0015,
};
