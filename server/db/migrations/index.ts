import type { Migration } from 'kysely';
import * as m0001 from './0001-site-config';
import * as m0002 from './0002-platform';
import * as m0003 from './0003-sportsbook';
import * as m0004 from './0004-drop-coupon-status-index';
import * as m0005 from './0005-limits';
import * as m0006 from './0006-import-maps';
// payments (issue 18)
import * as m0008 from './0008-payments';
// account and security (issue 18)
import * as m0009 from './0009-account-security';
// office (issue 18)
import * as m0010 from './0010-office';
// casino (issue 17)
import * as m0007 from './0007-casino';
// content and bonus games (issue 19)
import * as m0013 from './0013-content';
// issue 16 (SEO, referral tags)
import * as m0014 from './0014-seo-referrals';
// Pools and draws (issue 19)
import * as m0012 from './0012-products';
// consent and analytics (issue 16)
import * as m0015 from './0015-consent-analytics';
import * as m0019 from './0019-game-streams';
// one-time sign-in links (issue 19)
import * as m0020 from './0020-sign-in-links';
// secrets the server makes for itself (issue 23)
import * as m0021 from './0021-site-secrets';
// the limit questions in six languages (issue 16)
import * as m0022 from './0022-limit-texts';
// the feed's names in six languages (issue 16)
import * as m0023 from './0023-name-languages';

/** Every migration in order; names sort lexically, as Kysely requires. */
export const migrations: Record<string, Migration> = {
  '0001-site-config': m0001,
  '0002-platform': m0002,
  '0003-sportsbook': m0003,
  '0004-drop-coupon-status-index': m0004,
  '0005-limits': m0005,
  '0006-import-maps': m0006,
  // payments (issue 18)
  '0008-payments': m0008,
  // account and security (issue 18)
  '0009-account-security': m0009,
  // office (issue 18)
  '0010-office': m0010,
  // casino (issue 17)
  '0007-casino': m0007,
  // content and bonus games (issue 19)
  '0013-content': m0013,
  // issue 16 (SEO, referral tags)
  '0014-seo-referrals': m0014,
  // Pools and draws (issue 19)
  '0012-products': m0012,
  // consent and analytics (issue 16)
  '0015-consent-analytics': m0015,
  // cyber-sport streams (issue 19)
  '0019-game-streams': m0019,
  // one-time sign-in links (issue 19)
  '0020-sign-in-links': m0020,
  '0021-site-secrets': m0021,
  // the limit questions in six languages (issue 16)
  '0022-limit-texts': m0022,
  // the feed's names in six languages (issue 16)
  '0023-name-languages': m0023,
};
