import { readFileSync } from 'node:fs';

export interface ShellPage {
  status: number;
  /** Server-rendered markup put in the content slot until the applications mount. */
  content?: string;
  /** Data for the inline boot script (JSON, read before anything else runs). */
  boot?: Record<string, unknown>;
  title?: string;
  /** The page's head tags (title, description, robots, canonical, hreflang, Open Graph, JSON-LD): replace the build's <title>. */
  head?: string | undefined;
  /** The live import map (the database's); replaces the one the build inlined, and its preloads. */
  importMap?: { imports: Record<string, string>; integrity?: Record<string, string> } | null;
  /** This answer's CSP nonce (app.pagePolicy): put on every inline script of the shell. */
  nonce?: string;
}

/** What the build writes in every inline script's nonce attribute (scripts/build/html.mjs, root-config/index.html). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page shell written by the build (index.<env>.html, import map inlined). Read once in
 * production; in development every request re-reads it so a rebuild shows without a restart.
 */
export class ShellRenderer {
  private cached: string | null = null;

  constructor(
    private readonly file: string,
    private readonly reread: boolean,
  ) {}

  template(): string {
    if (this.cached !== null && !this.reread) return this.cached;
    try {
      this.cached = readFileSync(this.file, 'utf8');
    } catch {
      this.cached =
        '<!doctype html><title>Not built</title><p>The site is not built yet: run <code>npm run build</code>.</p><!--content-->';
    }
    return this.cached;
  }

  render(page: ShellPage): string {
    const boot = JSON.stringify(page.boot ?? {}).replace(/</g, '\\u003c');
    // the nonce first: the content and boot data are not the build's, a placeholder in them stays text
    const nonce = (page.nonce ?? '').replace(/[^A-Za-z0-9+/=]/g, '');
    let html = this.template()
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replace('<!--content-->', () => page.content ?? '')
      .replace('<!--boot-data-->', () => boot);
    if (page.importMap) html = withImportMap(html, page.importMap);
    if (page.head !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => page.head as string);
    else if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    return html;
  }
}

const MAP_SCRIPT = /(<script type="systemjs-importmap"[^>]*>)([\s\S]*?)(<\/script>)/;
const PRELOAD = /<link rel="preload" as="script" href="([^"]*)" integrity="([^"]*)">/g;

/**
 * The shell with `map` inlined instead of the build's map, and each preload hint of a unit
 * the build's map named pointed at that unit's live URL (so a deployed critical unit is
 * preloaded from its new file, never the old one).
 */
export function withImportMap(html: string, map: NonNullable<ShellPage['importMap']>): string {
  const built = MAP_SCRIPT.exec(html);
  if (!built) return html;
  let buildImports: Record<string, string> = {};
  try {
    buildImports = (JSON.parse(built[2] as string) as { imports?: Record<string, string> }).imports ?? {};
  } catch {
    // a shell without a readable map: only the map is replaced
  }
  const unitOf = new Map(Object.entries(buildImports).map(([name, url]) => [url, name]));
  const json = JSON.stringify(map).replace(/</g, '\\u003c');
  return html
    .replace(MAP_SCRIPT, (_m, open: string, _old: string, close: string) => open + json + close)
    .replace(PRELOAD, (tag, href: string) => {
      const unit = unitOf.get(href);
      const url = unit === undefined ? undefined : map.imports[unit];
      if (unit === undefined) return tag;
      if (url === undefined) return '';
      return `<link rel="preload" as="script" href="${escapeHtml(url)}" integrity="${escapeHtml(map.integrity?.[url] ?? '')}">`;
    });
}

export { escapeHtml };
