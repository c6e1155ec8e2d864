/** Sitemaps (sitemaps.org 0.9): an index naming one sitemap per public language. */

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function sitemapIndex(origin: string, langs: readonly string[]): string {
  const items = langs.map((l) => `  <sitemap><loc>${xmlEscape(`${origin}/sitemaps/${l}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One language's URL set; `paths` are below the language prefix ('' is the home page). */
export function urlSet(origin: string, lang: string, paths: readonly string[]): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const p of paths) {
    const loc = `${origin}/${lang}${p === '' ? '' : `/${p}`}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    items.push(`  <url><loc>${xmlEscape(loc)}</loc></url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  // Pages that must not be indexed say so in their robots meta; crawlers must be able to read it,
  // so only the API is closed to them.
  return `User-agent: *\nDisallow: /web-api/\nDisallow: /fatman-api/\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}
