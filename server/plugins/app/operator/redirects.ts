import type { RedirectAnswer } from '@site/api/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';

export type RedirectResult = RedirectAnswer;

const NONE: RedirectResult = { redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] };
const CACHE_MS = 2000;

/** The path of a URL or path, without query or fragment; null when it is neither. */
export function pathOf(url: string): string | null {
  try {
    return new URL(url, 'http://site.invalid').pathname;
  } catch {
    return null;
  }
}

/** Operator redirects: an exact path, or a prefix ending in "/*"; the longest match wins. */
export function matchRedirect(rules: { from_path: string; to_url: string; code: number }[], path: string) {
  let best: (typeof rules)[number] | null = null;
  for (const r of rules) {
    const hit = r.from_path.endsWith('/*') ? path.startsWith(r.from_path.slice(0, -1)) || path === r.from_path.slice(0, -2) : path === r.from_path;
    if (hit && (!best || r.from_path.length > best.from_path.length)) best = r;
  }
  return best;
}

export class RedirectsService {
  private cached: { at: number; rules: { from_path: string; to_url: string; code: number }[] } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async resolve(url: string): Promise<RedirectResult> {
    const path = pathOf(url);
    if (path === null) return NONE;
    const t = this.clock.now();
    if (!this.cached || t - this.cached.at >= CACHE_MS) {
      this.cached = { at: t, rules: await this.db.selectFrom('redirect_rules').select(['from_path', 'to_url', 'code']).execute() };
    }
    const hit = matchRedirect(this.cached.rules, path);
    if (!hit || hit.to_url === url || hit.to_url === path) return NONE; // a redirect to itself is no redirect
    return { redirect: true, code: hit.code, url: hit.to_url, reasons: [], breadcrumbs: [path] };
  }

  async add(fromPath: string, toUrl: string, code: number): Promise<void> {
    await this.db
      .insertInto('redirect_rules')
      .values({ from_path: fromPath, to_url: toUrl, code })
      .onConflict((oc) => oc.column('from_path').doUpdateSet({ to_url: toUrl, code }))
      .execute();
    this.cached = null;
  }
}
