import { contentLang, type SeoPageAnswer, type SeoPatternValues, type SiteConfig } from '@site/api/contracts';
import { languageSettings, resolveRoute, siteFlagsFromConfig, type PageResult, type RouteContext } from '@site/routes';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Clock } from '../clock';
import type { LineQueries } from '../sportsbook/line-queries';
import { fill, SECTION_WORDS, streamTexts } from './seo-texts';
import { streamOf } from './streams';
import { bestPattern, isNoindex, matchingPatterns } from './url-patterns';

export const SITE_NAME = 'Demo Bet';
/** How long the pattern table is kept between reads (the site config's two seconds). */
const PATTERNS_CACHE_MS = 2000;
const INDEX = 'index, follow';
const NOINDEX = 'noindex, follow';

export interface SeoPattern {
  pattern: string;
  title: string | null;
  description: string | null;
  metaRobots: string | null;
}

/** A page's SEO with its structured data (JSON-LD) where it has some (match pages). */
export type SeoPage = SeoPageAnswer;

export interface SeoDeps {
  db: Kysely<Database>;
  clock: Clock;
  config(): Promise<SiteConfig>;
  line: Pick<LineQueries, 'game' | 'sports' | 'champsWithGames'>;
}

const humanize = (slug: string) => slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()).trim();
const idOf = (s: string | undefined) => (s !== undefined && /^[1-9]\d{0,9}$/.test(s) && Number(s) <= 2_147_483_647 ? Number(s) : undefined);

/**
 * Every page's head for crawlers and the shell (issue 16, spec 2 §2, §5, §7): title and
 * description from a product's own head (addHeadSource: the information pages), else from the
 * route's stream and the page's data, unless the operator's URL-pattern table says otherwise (most specific pattern wins); robots noindex when the page, its
 * hierarchy (the section, and less specific patterns) or its pattern says so; canonical and
 * hreflang for every public language plus x-default; JSON-LD SportsEvent on match pages.
 */
/** Paths (below the language prefix) a product adds to its language's sitemap. */
export type SitemapSource = (lang: string) => Promise<string[]>;
/** A product's own title and description of a page (path with its language), or null: not its page. */
export type HeadSource = (path: string) => Promise<{ title: string; description: string } | null>;

/** The information pages every language has (the route table's information family). */
const INFORMATION_PATHS = ['information', 'information/about', 'information/contacts', 'information/howbet', 'information/payment', 'information/cookies', 'information/responsiblegaming', 'information/licenses'];

export class SeoService {
  private readonly sitemapSources: SitemapSource[] = [];
  private readonly headSources: HeadSource[] = [];

  constructor(private readonly deps: SeoDeps) {
    this.sitemapSources.push(() => this.sportsPaths(), async () => ['casino', 'slots', 'keno', 'crash-games', 'promotions', 'toto', 'lotto', ...INFORMATION_PATHS]);
  }

  /** A product's pages in the sitemaps (casino games, information pages...). */
  addSitemapSource(source: SitemapSource): void {
    this.sitemapSources.push(source);
  }

  /** A product's own page heads (the information pages' titles from the content, in the page's language). */
  addHeadSource(source: HeadSource): void {
    this.headSources.push(source);
  }

  private async ownHead(path: string): Promise<{ title: string; description: string } | null> {
    for (const source of this.headSources) {
      const head = await source(path);
      if (head) return head;
    }
    return null;
  }

  /** Every indexable path of a language's sitemap, from the live data: pages the route table serves (features on) and may be indexed. */
  async sitemapPaths(lang: string): Promise<string[]> {
    const config = await this.deps.config();
    const all = [''];
    for (const source of this.sitemapSources) all.push(...(await source(lang)));
    const patterns = await this.patterns();
    return all.filter((p) => {
      const path = `/${lang}${p === '' ? '' : `/${p}`}`;
      const page = this.resolve(path, config);
      return page !== null && !streamOf(page).hidden && !matchingPatterns(patterns, path).some((x) => isNoindex(x.metaRobots));
    });
  }

  /** Sections, sports, championships and upcoming matches of the line and live. */
  private async sportsPaths(): Promise<string[]> {
    const out: string[] = ['line', 'live'];
    for (const mode of ['line', 'live'] as const) {
      for (const sport of await this.deps.line.sports(mode, 'en')) {
        out.push(`${mode}/${sport.id}`);
        if (mode === 'live') continue;
        for (const champ of await this.deps.line.champsWithGames({ mode, sportId: sport.id, timeFilter: 0, lang: 'en' })) {
          out.push(`${mode}/${sport.id}/${champ.id}`);
          for (const game of champ.games) out.push(`${mode}/${sport.id}/${champ.id}/${game.id}`);
        }
      }
    }
    return out;
  }

  /**
   * The pattern table, read on every page answer: kept two seconds like the site config (written
   * rarely, by the operator CLI), and dropped at once when this instance writes it.
   */
  async patterns(): Promise<SeoPattern[]> {
    const now = this.deps.clock.now();
    if (this.cached && now - this.cached.at < PATTERNS_CACHE_MS) return this.cached.value;
    const value = await this.readPatterns();
    this.cached = { at: now, value };
    return value;
  }

  private cached: { at: number; value: SeoPattern[] } | null = null;

  private async readPatterns(): Promise<SeoPattern[]> {
    const rows = await this.deps.db.selectFrom('seo_patterns').select(['pattern', 'title', 'description', 'meta_robots']).orderBy('pattern').execute();
    return rows.map((r) => ({ pattern: r.pattern, title: r.title, description: r.description, metaRobots: r.meta_robots }));
  }

  async setPattern(pattern: string, values: SeoPatternValues): Promise<void> {
    const row = { title: values.title ?? null, description: values.description ?? null, meta_robots: values.metaRobots ?? null, updated_at: this.deps.clock.now() };
    await this.deps.db
      .insertInto('seo_patterns')
      .values({ pattern, ...row })
      .onConflict((oc) => oc.column('pattern').doUpdateSet(row))
      .execute();
    this.cached = null;
  }

  async deletePattern(pattern: string): Promise<boolean> {
    const res = await this.deps.db.deleteFrom('seo_patterns').where('pattern', '=', pattern).executeTakeFirst();
    this.cached = null;
    return Number(res.numDeletedRows) > 0;
  }

  /** The languages crawlers are shown (hidden ones are not public). */
  publicLanguages(config: SiteConfig): string[] {
    const s = languageSettings(config);
    return s.available.filter((l) => !s.hiddenForAnonymous.includes(l));
  }

  /** What the route table makes of `path` for any visitor (signed in, so office pages resolve to themselves). */
  resolve(path: string, config: SiteConfig): PageResult | null {
    const ctx: RouteContext = {
      env: 'production',
      languages: languageSettings(config),
      signedIn: true,
      banLevel: 0,
      banVersion: 0,
      flags: siteFlagsFromConfig(config),
      maintenanceActive: false,
    };
    const result = resolveRoute({ path }, ctx);
    return result.kind === 'page' ? result : null;
  }

  /** The SEO of the page at `path` (with its language prefix); `origin` makes the links absolute. */
  async page(path: string, origin: string, page?: PageResult | null): Promise<SeoPage> {
    const config = await this.deps.config();
    const cleanPath = path.split(/[?#]/)[0] as string;
    const resolved = page === undefined ? this.resolve(cleanPath, config) : page;
    const lang = resolved?.lang ?? languageSettings(config).default;
    const { stream, hidden } = resolved ? streamOf(resolved) : { stream: 'status', hidden: true };
    const { values, structuredData } = resolved ? await this.pageData(resolved, stream, origin) : { values: {}, structuredData: null };
    const own = resolved ? await this.ownHead(cleanPath) : null;
    const texts = own ?? streamTexts(stream, lang);
    const all = await this.patterns();
    const winner = bestPattern(all, cleanPath);
    const ancestors = matchingPatterns(all, cleanPath).filter((p) => p !== winner);
    const metaRobots = resolved ? INDEX : NOINDEX;
    const hierarchyMetaRobots = hidden || ancestors.some((p) => isNoindex(p.metaRobots)) ? NOINDEX : INDEX;
    const indexable = !isNoindex(metaRobots) && !isNoindex(hierarchyMetaRobots) && !isNoindex(winner?.metaRobots);
    const rest = cleanPath.replace(/^\/[a-z]{2}(?=\/|$)/, '');
    const langs = this.publicLanguages(config);
    const href = (l: string) => `${origin}/${l}${rest}`;
    const filled = { siteName: SITE_NAME, ...values };
    return {
      title: winner?.title ?? (own ? own.title : fill(texts.title, filled)),
      description: winner?.description ?? (own ? own.description : fill(texts.description, filled)),
      siteName: SITE_NAME,
      metaRobots: winner?.metaRobots ?? metaRobots,
      hierarchyMetaRobots,
      customCanonical: null,
      metas: [],
      hreflang: [...langs.map((l) => ({ hrefLang: l, href: href(l) })), { hrefLang: 'x-default', href: href(languageSettings(config).default) }],
      stream,
      indexable,
      canonical: `${origin}${cleanPath}`,
      structuredData,
    };
  }

  /** Names the templates need, from the catalogue, and a match page's JSON-LD. */
  private async pageData(page: PageResult, stream: string, origin: string): Promise<{ values: Record<string, string>; structuredData: Record<string, unknown> | null }> {
    const lang = contentLang(page.lang);
    const mode = page.params.section === 'live' ? 'live' : 'line';
    const words = SECTION_WORDS[page.lang] ?? SECTION_WORDS.en!;
    const values: Record<string, string> = { section: words[mode] };
    if (stream === 'casino-game' && page.params.gameName) values.game = humanize(page.params.gameName);
    const gameId = idOf(page.params.game);
    if (stream === 'game' && gameId !== undefined) {
      const game = await this.deps.line.game(gameId, lang);
      if (game) {
        const [home, away] = game.opponents;
        const start = new Date(game.startTime);
        Object.assign(values, { home, away, champ: game.champName, sport: game.sportName, start: start.toISOString().slice(0, 10) });
        return {
          values,
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'SportsEvent',
            name: `${home} – ${away}`,
            startDate: start.toISOString(),
            sport: game.sportName,
            superEvent: { '@type': 'SportsEvent', name: game.champName },
            homeTeam: { '@type': 'SportsTeam', name: home },
            awayTeam: { '@type': 'SportsTeam', name: away },
            competitor: [
              { '@type': 'SportsTeam', name: home },
              { '@type': 'SportsTeam', name: away },
            ],
            eventStatus: 'https://schema.org/EventScheduled',
            location: { '@type': 'Place', name: game.champName },
            url: `${origin}/${page.lang}/${mode}/${game.sportId}/${game.champId}/${game.id}`,
          },
        };
      }
    }
    const sportId = idOf(page.params.sport);
    if (sportId !== undefined) {
      const sport = (await this.deps.line.sports(mode, lang)).find((s) => s.id === sportId);
      if (sport) values.sport = sport.name;
    }
    const champId = idOf(page.params.champ);
    if (champId !== undefined) {
      const champ = (await this.deps.line.champsWithGames({ mode, champId, timeFilter: 0, lang }))[0];
      if (champ) values.champ = champ.name;
    }
    return { values, structuredData: null };
  }
}
