import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../db/db-errors';
import type { Database } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';

export const MAP_ENVS = ['development', 'production'] as const;
export type MapEnv = (typeof MAP_ENVS)[number];

export interface ImportMap {
  imports: Record<string, string>;
  integrity?: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
}

export type MapAction = 'seed' | 'deploy' | 'remove' | 'rollback';

export interface MapVersion {
  env: MapEnv;
  version: number;
  map: ImportMap;
  action: MapAction;
  service: string | null;
  build: string | null;
  createdAt: number;
}

/** What one change writes: the whole new map, or null for "nothing to change". */
interface Change {
  map: ImportMap;
  action: MapAction;
  service: string | null;
  build?: string | null;
}

/** The conditional write lost: another writer stored that version first. */
export class StaleVersionError extends Error {
  constructor(
    readonly env: MapEnv,
    readonly version: number,
  ) {
    super(`import map ${env} version ${version} was already written`);
  }
}

/** Fetches a URL's bytes (the new bundle, before the map points at it). */
export type FetchBytes = (url: string) => Promise<{ status: number; bytes: Buffer }>;

export const fetchBytes: FetchBytes = async (url) => {
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'follow' });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

/** Does `bytes` match an SRI string (sha256/384/512, several hashes separated by spaces)? */
export function matchesIntegrity(bytes: Buffer, integrity: string): boolean {
  return integrity
    .trim()
    .split(/\s+/)
    .some((item) => {
      const m = /^(sha256|sha384|sha512)-([A-Za-z0-9+/=]+)$/.exec(item);
      return (
        !!m &&
        createHash(m[1] as string)
          .update(bytes)
          .digest('base64') === m[2]
      );
    });
}

/**
 * The bare specifiers a SystemJS module imports (`System.register(['react', './x.js'], ...)`):
 * its shared dependencies, which the map must resolve.
 */
export function systemImports(source: string): string[] {
  const m = /System\.register\(\s*(?:"[^"]*"\s*,\s*)?\[([^\]]*)\]/.exec(source);
  if (!m) return [];
  const names = [...(m[1] as string).matchAll(/(["'])((?:(?!\1).)*)\1/g)].map((x) => x[2] as string);
  return names.filter((n) => !/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(n));
}

/** Constant-time comparison of a presented deploy token with the configured one (none: never). */
export function tokenMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!expected || !presented) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** Every map of an environment is a row; the live one has the highest version (migration 0006). */
export class ImportMapService {
  private readonly seen = new Map<MapEnv, number>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly fetch: FetchBytes = fetchBytes,
    /**
     * The build's import-maps/ folder and the build's version.json (its `builtAt` tells one
     * build from another); with `watch` (development), a rebuild is seeded when next read.
     */
    private readonly build: { dir: string; watch: boolean; versionFile?: string | undefined } | null = null,
  ) {}

  /** Seeds every environment from the build (start-up). */
  async seedAll(): Promise<void> {
    if (!this.build) return;
    for (const env of MAP_ENVS) {
      this.seen.set(env, this.mtimeOf(env));
      await this.seedFromBuild(env, join(this.build.dir, `${env}.json`), this.builtAt());
    }
  }

  /** When the build was made (dist/version.json), '' when unknown. */
  private builtAt(): string {
    const file = this.build?.versionFile;
    try {
      return file ? String((JSON.parse(readFileSync(file, 'utf8')) as { builtAt?: unknown }).builtAt ?? '') : '';
    } catch {
      return '';
    }
  }

  private mtimeOf(env: MapEnv): number {
    try {
      return statSync(join((this.build as { dir: string }).dir, `${env}.json`)).mtimeMs;
    } catch {
      return 0;
    }
  }

  /**
   * The map pages and readers get: `current`, except that in development (`npm run dev`
   * rebuilds on change) a build newer than the one seeded is seeded first.
   */
  async live(env: MapEnv): Promise<MapVersion | null> {
    if (this.build?.watch) {
      const mtime = this.mtimeOf(env);
      if (mtime !== this.seen.get(env)) {
        this.seen.set(env, mtime);
        await this.seedFromBuild(env, join(this.build.dir, `${env}.json`), this.builtAt());
      }
    }
    return this.current(env);
  }

  private static row(r: Database['import_maps'] extends infer T ? T : never): MapVersion {
    return {
      env: r.env as MapEnv,
      version: Number(r.version),
      map: JSON.parse(r.map) as ImportMap,
      action: r.action as MapAction,
      service: r.service,
      build: r.build,
      createdAt: Number(r.created_at),
    };
  }

  /** The live map: one row, so a reader always gets a whole map, old or new. */
  async current(env: MapEnv): Promise<MapVersion | null> {
    const r = await this.db
      .selectFrom('import_maps')
      .selectAll()
      .where('env', '=', env)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r ? ImportMapService.row(r) : null;
  }

  /** Every map of the environment, newest first. */
  async history(env: MapEnv): Promise<MapVersion[]> {
    const rows = await this.db.selectFrom('import_maps').selectAll().where('env', '=', env).orderBy('version', 'desc').execute();
    return rows.map(ImportMapService.row);
  }

  async at(env: MapEnv, version: number): Promise<MapVersion | null> {
    const r = await this.db.selectFrom('import_maps').selectAll().where('env', '=', env).where('version', '=', version).executeTakeFirst();
    return r ? ImportMapService.row(r) : null;
  }

  /**
   * The conditional write: stores `change` as version `basedOn + 1`. The primary key
   * (env, version) refuses it when any writer, in this process or another instance, already
   * stored that version: StaleVersionError, and nothing is written.
   */
  async write(env: MapEnv, basedOn: number, change: Change): Promise<MapVersion> {
    const version = basedOn + 1;
    const row = {
      env,
      version,
      map: JSON.stringify(change.map),
      action: change.action,
      service: change.service,
      build: change.build ?? null,
      created_at: this.clock.now(),
    };
    try {
      await this.db.insertInto('import_maps').values(row).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw new StaleVersionError(env, version);
      throw err;
    }
    return ImportMapService.row(row);
  }

  /**
   * Read the live map, compute the change from it, write it conditionally; when another writer
   * got there first, read again and recompute (its change is kept, ours applies on top).
   * `ifVersion` (the HTTP `If-Match`): the change applies only to that version, else 412.
   */
  async change(env: MapEnv, compute: (current: MapVersion | null) => Change | null, ifVersion?: number): Promise<MapVersion | null> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const current = await this.current(env);
      const version = current?.version ?? 0;
      if (ifVersion !== undefined && version !== ifVersion) {
        throw new HttpError(412, 'import_map.stale_version', `the ${env} map is at version ${version}, not ${ifVersion}`, {
          meta: { version },
        });
      }
      const next = compute(current);
      if (!next) return current;
      try {
        return await this.write(env, current?.version ?? 0, next);
      } catch (err) {
        if (!(err instanceof StaleVersionError)) throw err;
      }
    }
    throw new HttpError(409, 'import_map.conflict', `import map ${env}: too many concurrent writers`);
  }

  /**
   * Seeds the map from the build's import-maps/<env>.json: when the database has none, or when
   * the build (its map and `builtAt`) differs from the one last seeded: a new full build is a
   * new release and wins over the unit deploys made on the old one (it also emptied
   * dist/assets/ of their files). The same build again (a restart, another instance of the
   * same release) changes nothing, so every instance may run this at start.
   */
  async seedFromBuild(env: MapEnv, file: string, builtAt = ''): Promise<MapVersion | null> {
    if (!existsSync(file)) return this.current(env);
    const text = readFileSync(file, 'utf8');
    const build = hashOf(`${builtAt}\n${text}`);
    const map = JSON.parse(text) as ImportMap;
    // the build last seeded, even when unit deploys came after it
    const lastSeed = await this.db
      .selectFrom('import_maps')
      .select(['build'])
      .where('env', '=', env)
      .where('action', '=', 'seed')
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (lastSeed?.build === build) return this.current(env);
    // another instance starting with the same build may seed first: then nothing to do
    return this.change(env, (current) => (current?.build === build ? null : { map, action: 'seed', service: null, build }));
  }

  /**
   * Points `service` at `url` after checking the URL answers 200 with bytes matching
   * `integrity` (and its chunks likewise), and that every shared dependency it imports is in
   * the map. `base` resolves a relative URL (the site's own origin).
   */
  async deploy(
    env: MapEnv,
    body: { service: string; url: string; integrity: string; chunks?: Record<string, string> | undefined },
    base: string,
    ifVersion?: number,
  ): Promise<MapVersion> {
    const files = { [body.url]: body.integrity, ...(body.chunks ?? {}) };
    let imports: string[] = [];
    for (const [url, integrity] of Object.entries(files)) {
      let got: { status: number; bytes: Buffer };
      try {
        got = await this.fetch(new URL(url, base).href);
      } catch (err) {
        throw new HttpError(422, 'import_map.unreachable', `${url}: ${(err as Error).message}`, { meta: { url, status: 0 } });
      }
      if (got.status !== 200)
        throw new HttpError(422, 'import_map.unreachable', `${url} answered ${got.status}`, { meta: { url, status: got.status } });
      if (!matchesIntegrity(got.bytes, integrity))
        throw new HttpError(422, 'import_map.integrity_mismatch', `${url}: bytes do not match ${integrity}`, { meta: { url } });
      if (url === body.url) imports = systemImports(got.bytes.toString('utf8'));
    }
    const written = await this.change(
      env,
      (current) => {
        const map = current?.map ?? { imports: {} };
        const missing = imports.filter((name) => name !== body.service && !(name in map.imports));
        if (missing.length) {
          throw new HttpError(
            422,
            'import_map.missing_dependencies',
            `${body.service} imports ${missing.join(', ')}, not in the ${env} map`,
            {
              meta: { service: body.service, names: missing.join(', ') },
            },
          );
        }
        return {
          map: { ...map, imports: { ...map.imports, [body.service]: body.url }, integrity: { ...map.integrity, ...files } },
          action: 'deploy',
          service: body.service,
        };
      },
      ifVersion,
    );
    return written as MapVersion;
  }

  async remove(env: MapEnv, service: string, ifVersion?: number): Promise<MapVersion> {
    const written = await this.change(
      env,
      (current) => {
        if (!current || !(service in current.map.imports))
          throw new HttpError(404, 'import_map.unknown_service', `no ${service} in the ${env} map`, { meta: { service } });
        const imports = { ...current.map.imports };
        delete imports[service];
        return { map: { ...current.map, imports }, action: 'remove', service };
      },
      ifVersion,
    );
    return written as MapVersion;
  }

  /**
   * `{service}`: that service's entry goes back to the URL it had before its current one (the
   * newest older map where it differed; absent there means removed), the rest of the map as it
   * is now. `{id}`: the whole map of that version becomes live again. Either way a new version.
   */
  async rollback(env: MapEnv, to: { service: string } | { id: number }, ifVersion?: number): Promise<MapVersion> {
    if ('id' in to) {
      const old = await this.at(env, to.id);
      if (!old) throw new HttpError(404, 'import_map.version_not_found', `no ${env} map version ${to.id}`, { meta: { id: to.id } });
      return (await this.change(env, () => ({ map: old.map, action: 'rollback', service: null }), ifVersion)) as MapVersion;
    }
    const { service } = to;
    const history = await this.history(env);
    const written = await this.change(
      env,
      (current) => {
        const now = current?.map.imports[service];
        if (now === undefined)
          throw new HttpError(404, 'import_map.unknown_service', `no ${service} in the ${env} map`, { meta: { service } });
        const previous = history.find((v) => v.version < (current as MapVersion).version && v.map.imports[service] !== now);
        if (!previous)
          throw new HttpError(409, 'import_map.no_previous', `${service} has had no other URL in the ${env} map`, { meta: { service } });
        const url = previous.map.imports[service];
        const imports = { ...(current as MapVersion).map.imports };
        const integrity = { ...(current as MapVersion).map.integrity };
        if (url === undefined) delete imports[service];
        else {
          imports[service] = url;
          for (const [file, sri] of Object.entries(previous.map.integrity ?? {})) if (!(file in integrity)) integrity[file] = sri;
        }
        return { map: { ...(current as MapVersion).map, imports, integrity }, action: 'rollback', service };
      },
      ifVersion,
    );
    return written as MapVersion;
  }
}
