import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

/** Where a value will go: Kysely carries it into the compiled parameters untouched. */
class Slot {
  constructor(readonly name: string) {}
}

type ParamFn<P> = <K extends keyof P & string>(name: K) => P[K];

/**
 * A Kysely query built and compiled once and then run with new values: for the few queries on
 * the path of every bet, where building and compiling (20 to 40 µs a query) cost more than the
 * database does. Values passed through `param(name)` become the query's parameters; the rest
 * of the query is fixed, and stays type-checked by Kysely like any other.
 *
 *   const byKey = new PreparedQuery(db, (db, param) =>
 *     db.selectFrom('sb_coupons').select('id').where('idempotency_key', '=', param('key')));
 *   await byKey.takeFirst(trx, { key });
 *
 * Compiled for `db`'s dialect; run it on `db` or a transaction of it. A query whose shape
 * varies (an `in` list, a variable number of rows) is not one prepared query: keep one per
 * shape or use the builder.
 *
 * (kysely-params does the same, but depends on Kysely 0.24 and would bring a second Kysely.)
 */
export class PreparedQuery<P extends Record<string, unknown>, R> {
  private readonly compiled: CompiledQuery<R>;
  /** For each compiled parameter: the name of the value to put there, or null for a fixed value. */
  private readonly slots: (string | null)[];

  constructor(db: Kysely<Database>, build: (db: Kysely<Database>, param: ParamFn<P>) => Compilable<R>) {
    this.compiled = build(db, ((name: string) => new Slot(name)) as ParamFn<P>).compile();
    this.slots = this.compiled.parameters.map((v) => (v instanceof Slot ? v.name : null));
  }

  instantiate(values: P): CompiledQuery<R> {
    const fixed = this.compiled.parameters;
    const parameters = this.slots.map((name, i) => {
      if (name === null) return fixed[i];
      const value = values[name];
      if (value === undefined) throw new Error(`prepared query: no value for "${name}" in ${this.compiled.sql}`);
      return value;
    });
    return { ...this.compiled, parameters };
  }

  async rows(db: Kysely<Database>, values: P): Promise<R[]> {
    return (await db.executeQuery(this.instantiate(values))).rows;
  }

  async takeFirst(db: Kysely<Database>, values: P): Promise<R | undefined> {
    return (await db.executeQuery(this.instantiate(values))).rows[0];
  }

  async takeFirstOrThrow(db: Kysely<Database>, values: P): Promise<R> {
    const row = (await db.executeQuery(this.instantiate(values))).rows[0];
    if (row === undefined) throw new Error(`prepared query returned no row: ${this.compiled.sql}`);
    return row;
  }

  /** For writes without RETURNING: the number of rows changed. */
  async run(db: Kysely<Database>, values: P): Promise<number> {
    return Number((await db.executeQuery(this.instantiate(values))).numAffectedRows ?? 0n);
  }
}
