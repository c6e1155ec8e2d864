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
export * from './site';
export * from './site-config';
export * from './terms';
export * from './user';
// consent and analytics (issue 16)
export * from './consent';
export * from './consent-constants';
