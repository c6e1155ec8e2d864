import { buildApp } from './app';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { EnvError, readEnv } from './env';
import { createFeedFromEnv } from './feed/index';
import { startSportsbook } from './plugins/app/sportsbook/start-feed';

async function main() {
  const env = readEnv();
  // the WAL checkpoints run off the event loop, not inside the COMMITs of a batch of bets
  const database = createDb(env.databaseUrl, { backgroundCheckpoint: true });
  await migrateToLatest(database.db);
  const app = await buildApp({ database, distDir: env.distDir, importMapsDir: 'import-maps', production: env.production, cdnOrigins: env.cdnOrigins, trustProxy: env.trustProxy, logger: true, sportsbook: env.redisUrl ? { redisUrl: env.redisUrl } : {} });
  // the demo feed unless FEED=none (tests and extra instances behind Redis run without one)
  const stopSportsbook = await startSportsbook(app, createFeedFromEnv(process.env, { now: app.clock.now() }));
  const close = async () => {
    await stopSportsbook();
    await app.close();
    await database.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: env.port, host: env.host });
}

main().catch((err) => {
  console.error(err instanceof EnvError ? err.message : err);
  process.exit(err instanceof EnvError ? 2 : 1);
});
