import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Db } from '../db/create-db';
import type { Database } from '../db/schema';

/**
 * What every command gets: the same database and the same services the server uses (the app
 * plugins' decorations, built by buildServices: `services.ledger`, `services.siteConfig`, ...).
 */
export interface CommandContext {
  database: Db;
  db: Kysely<Database>;
  services: FastifyInstance;
}

/**
 * One operator command. `parse` checks the arguments without touching the database (a bad
 * argument exits 2 before anything opens); `run` does the work and returns what is printed as JSON.
 * To add a command: write `commands/<name>.ts` exporting `defineCommand({...})` and list it in
 * `commands/index.ts`.
 */
export interface Command<A> {
  name: string;
  usage: string;
  parse(args: string[]): A;
  run(ctx: CommandContext, args: A): Promise<unknown>;
}

export function defineCommand<A>(command: Command<A>): Command<A> {
  return command;
}

/** A mistake in the command line: printed as one line on stderr, exit code 2. */
export class UsageError extends Error {}

/** Splits `a b --flag value` into positionals and the allowed --options. */
export function splitArgs(args: string[], allowed: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg.startsWith('--')) {
      const name = arg.slice(2);
      if (!allowed.includes(name)) throw new UsageError(`unknown option ${arg}${allowed.length ? ` (allowed: ${allowed.map((a) => `--${a}`).join(', ')})` : ''}`);
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      options[name] = value;
    } else positional.push(arg);
  }
  return { positional, options };
}

export function positiveInt(text: string | undefined, what: string): number {
  if (text === undefined || !/^\d{1,9}$/.test(text) || Number(text) <= 0) throw new UsageError(`${what} must be a positive integer, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  return Number(text);
}

export function nonNegativeInt(text: string | undefined, what: string): number {
  if (text === undefined || !/^\d{1,9}$/.test(text)) throw new UsageError(`${what} must be a whole number from 0, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  return Number(text);
}

export function exactly(positional: string[], min: number, max: number, usage: string): void {
  if (positional.length < min || positional.length > max) throw new UsageError(`usage: ${usage}`);
}
