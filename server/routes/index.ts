import type { FastifyInstance } from 'fastify';
import informationFrontEnd from '../remote/information-routes';
import accountRoutes from './accounts';
import authRoutes from './auth';
import betsRoutes from './bets';
import configRoutes from './config';
import couponRoutes from './coupon';
import dictRoutes from './dicts';
import limitRoutes from './limits';
import importMapRoutes from './import-map';
import lineRoutes from './line';
import liveStreamRoutes, { type LiveStreamOptions } from './live-stream';
import operatorRuleRoutes from './operator-rules';
import sessionRoutes from './session';
import siteRoutes, { type SiteRoutesOptions } from './site';
import termsRoutes from './terms';
import userRoutes from './user';
// consent and analytics (issue 16)
import consentRoutes from './consent';

export interface RoutesOptions extends SiteRoutesOptions {
  liveStream?: LiveStreamOptions;
}

/** Every route of the server; the site's catch-all (static files, the page shell) comes last. */
export default async function routes(app: FastifyInstance, opts: RoutesOptions) {
  await app.register(configRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(termsRoutes);
  await app.register(operatorRuleRoutes);
  await app.register(dictRoutes);
  await app.register(lineRoutes);
  await app.register(liveStreamRoutes, opts.liveStream ?? {});
  await app.register(couponRoutes);
  await app.register(betsRoutes);
  await app.register(limitRoutes);
  // consent and analytics (issue 16)
  await app.register(consentRoutes);
  await app.register(informationFrontEnd);
  await app.register(importMapRoutes, { production: opts.production });
  await app.register(siteRoutes, { distDir: opts.distDir, importMapsDir: opts.importMapsDir, production: opts.production });
}
