import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/create-db';
import auth, { type AuthOptions } from './auth/index';
import clock, { type Clock } from './clock';
import db from './db';
import limits from './limits/index';
import importMaps, { type ImportMapsOptions } from './import-maps/index';
import money from './money/index';
import operator from './operator/index';
// payments (issue 18)
import payments from './payments/index';
import players from './players/index';
import site, { type SiteOptions } from './site/index';
import sportsbook, { type SportsbookOptions } from './sportsbook/index';
// account and security (issue 18)
import documents, { type DocumentsOptions } from './documents/index';
import mail from './mail/index';
// office (issue 18)
import office from './office/index';
// casino (issue 17)
import casino from './casino/index';
// content, promotions and bonus games (issue 19)
import bonusGames from './bonus-games/index';
import content from './content/index';
// issue 16
import seo from './seo/index';
import referrals from './referrals/index';
// Pools and draws (issue 19)
import lotto from './lotto/index';
import toto from './toto/index';
import results from './results/index';
// consent and analytics (issue 16)
import consent from './consent/index';

export interface AppPluginOptions extends AuthOptions, SiteOptions, Omit<ImportMapsOptions, 'production' | 'distDir'>, DocumentsOptions {
  database: Db;
  clock: Clock;
  sportsbook?: SportsbookOptions;
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
}

/**
 * Every service of the server, as decorations of the app, in dependency order (each area's
 * plugin names what it needs; fastify-plugin refuses a wrong order). The server registers this
 * between the external plugins and the routes; the operator CLI registers it alone.
 */
export default fp(
  async function appPlugins(app: FastifyInstance, opts: AppPluginOptions) {
    await app.register(db, { database: opts.database });
    await app.register(clock, { clock: opts.clock });
    await app.register(site, { distDir: opts.distDir, production: opts.production });
    await app.register(importMaps, {
      importMapsDir: opts.importMapsDir,
      distDir: opts.distDir,
      production: opts.production,
      deployToken: opts.deployToken,
      verifyOrigin: opts.verifyOrigin,
      fetch: opts.fetch,
    });
    await app.register(money);
    await app.register(players);
    await app.register(auth, {
      tokenSecret: opts.tokenSecret,
      ...(opts.signInLimits && { signInLimits: opts.signInLimits }),
      ...(opts.registrationLimit && { registrationLimit: opts.registrationLimit }),
    });
    await app.register(operator);
    await app.register(limits);
    await app.register(sportsbook, opts.sportsbook ?? {});
    // payments (issue 18)
    await app.register(payments);
    // account and security (issue 18)
    await app.register(mail, { smtpUrl: opts.smtpUrl, from: opts.mailFrom });
    await app.register(documents, { documentsDir: opts.documentsDir });
    // office (issue 18)
    await app.register(office);
    // casino (issue 17)
    await app.register(casino);
    // content, promotions and bonus games (issue 19)
    await app.register(content);
    await app.register(bonusGames);
    // issue 16
    await app.register(seo);
    await app.register(referrals);
    // Pools and draws (issue 19)
    await app.register(lotto);
    await app.register(toto);
    await app.register(results);
    // consent and analytics (issue 16)
    await app.register(consent);
  },
  { name: 'app' },
);
