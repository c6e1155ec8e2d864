// The API's contracts as TypeBox schemas, one file per area, for the server
// (`@site/api/contracts`): every request and every answer of every route. The browser takes
// only their types, through `@site/api` (`export type`), and the constants from the
// TypeBox-free `*-constants.ts` files, so no TypeBox reaches its bundle.
export * from './accounts';
export * from './accounts-constants';
export * from './auth';
export * from './coupons';
export * from './coupons-constants';
export * from './dicts';
export * from './error-codes';
export * from './import-map';
export * from './errors';
export * from './line';
export * from './line-constants';
export * from './limits';
export * from './limits-constants';
export * from './live';
export * from './live-constants';
export * from './mf-protocol';
export * from './mf-protocol-constants';
export * from './operator-rules';
export * from './schema-helpers';
export * from './seo';
export * from './site';
export * from './site-config';
export * from './terms';
export * from './user';
// payments (issue 18)
export * from './payments';
export * from './payments-constants';
// account and security (issue 18)
export * from './account-security';
export * from './account-security-constants';
// office (issue 18)
export * from './settings';
export * from './settings-constants';
export * from './office';
export * from './office-constants';
// casino (issue 17)
export * from './casino';
export * from './casino-constants';
// content, promotions and bonus games (issue 19)
export * from './content';
export * from './content-constants';
// The shell (issue 15)
export * from './shell';
export * from './shell-constants';
// Pools and draws (issue 19)
export * from './lotto';
export * from './lotto-constants';
export * from './toto';
export * from './toto-constants';
// Cyber-sport (issue 19)
export * from './cyber-constants';
// Results and statistics (issue 19)
export * from './results';
export * from './results-constants';
// consent and analytics (issue 16)
export * from './consent';
export * from './consent-constants';
