// Operator CLI: `npm run -s admin -- <command> [args]`, on the server's database (DATABASE_URL,
// default .data/site.sqlite). Prints one JSON document on success; a bad argument prints one
// line on stderr and exits 2; any other failure exits 1.
import { createDb } from '../db/create-db';
import { migrateToLatest } from '../db/migrate';
import { readEnv } from '../env';
import { buildServices } from '../app';
import { HttpError } from '../plugins/external/http-error';
import { UsageError } from './command';
import { commands } from './commands/index';

export async function runCli(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const [name, ...args] = argv;
  const command = name === undefined ? undefined : commands[name];
  if (!command) {
    err(`${name === undefined ? 'no command given' : `unknown command "${name}"`}; commands: ${Object.values(commands).map((c) => c.usage).join(' | ')}`);
    return 2;
  }
  let parsed: unknown;
  try {
    parsed = command.parse(args);
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${name}: ${e.message}`);
      return 2;
    }
    throw e;
  }
  const env = readEnv();
  const database = createDb(env.databaseUrl);
  let services: Awaited<ReturnType<typeof buildServices>> | undefined;
  try {
    await migrateToLatest(database.db);
    services = await buildServices({ database, tokenSecret: env.tokenSecret });
    const result = await command.run({ database, db: database.db, services }, parsed);
    out(JSON.stringify(result));
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      err(`${name}: ${e.message}`);
      return 2;
    }
    err(`${name}: ${e instanceof HttpError ? e.message : `failed: ${e instanceof Error ? e.message : String(e)}`}`);
    return 1;
  } finally {
    await services?.close();
    await database.destroy();
  }
}

const isMain = process.argv[1] !== undefined && /admin[\\/]cli\.ts$/.test(process.argv[1]);
if (isMain) {
  runCli(process.argv.slice(2), (s) => process.stdout.write(`${s}\n`), (s) => process.stderr.write(`${s}\n`)).then(
    (code) => process.exit(code),
    (e) => {
      process.stderr.write(`admin: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exit(1);
    },
  );
}
