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
// payments (issue 18)
import paymentRoutes from './payments';
import demoProviderRoutes from './payments-demo-provider';
// account and security (issue 18), password reset (issue 15)
import { readEnv } from '../env';
import passwordResetRoutes from './password-reset';
import userAccountRoutes from './user-account';
import userDocumentRoutes from './user-documents';
import userSecurityRoutes from './user-security';
// office (issue 18)
import officeRoutes from './office';
import userSettingsRoutes from './user-settings';
// casino (issue 17)
import casinoRoutes from './casino';
// content, promotions and bonus games (issue 19)
import bonusGameRoutes from './bonus-games';
import contentRoutes from './content';
// issue 16
import seoRoutes from './seo';
// The shell (issue 15)
import shellRoutes from './shell';
import shellPwaRoutes from './shell-pwa';
// Pools and draws (issue 19)
import lottoRoutes from './lotto';
import totoRoutes from './toto';
import resultsRoutes from './results';
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
  // payments (issue 18)
  await app.register(paymentRoutes);
  await app.register(demoProviderRoutes);
  // office (issue 18)
  await app.register(userSettingsRoutes);
  await app.register(officeRoutes);
  // Pools and draws (issue 19)
  await app.register(lottoRoutes);
  await app.register(totoRoutes);
  await app.register(resultsRoutes);
  // consent and analytics (issue 16)
  await app.register(consentRoutes);
  await app.register(informationFrontEnd);
  // account and security (issue 18), password reset (issue 15)
  await app.register(userAccountRoutes);
  await app.register(userSecurityRoutes);
  await app.register(userDocumentRoutes);
  await app.register(passwordResetRoutes, { publicOrigin: readEnv().publicOrigin });
  // content, promotions and bonus games (issue 19)
  await app.register(contentRoutes);
  await app.register(bonusGameRoutes);
  // issue 16
  await app.register(seoRoutes);
  // The shell (issue 15)
  await app.register(shellRoutes);
  await app.register(shellPwaRoutes, { distDir: opts.distDir });
  await app.register(importMapRoutes, { production: opts.production });
  // casino (issue 17)
  await app.register(casinoRoutes);
  await app.register(siteRoutes, { distDir: opts.distDir, importMapsDir: opts.importMapsDir, production: opts.production });
}
