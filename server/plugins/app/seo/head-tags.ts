import type { SeoPageAnswer } from '@site/api/contracts';
import { escapeHtml } from '../site/shell';

/**
 * The head of a page as the server writes it, before any script runs: title, description,
 * robots (noindex when any level says so), canonical, hreflang alternates, Open Graph, and the
 * match page's JSON-LD (a data block: the policy's nonce on it all the same). The shell
 * (root-config page-head.ts) keeps these same tags up to date on navigation, one owner per tag.
 */
export function headTags(seo: SeoPageAnswer, nonce: string): string {
  const robots = seo.indexable ? seo.metaRobots : 'noindex, follow';
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    `<meta name="description" content="${escapeHtml(seo.description)}">`,
    `<meta name="robots" content="${escapeHtml(robots)}">`,
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}">`,
    ...seo.hreflang.map((h) => `<link rel="alternate" hreflang="${escapeHtml(h.hrefLang)}" href="${escapeHtml(h.href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(seo.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(seo.title)}">`,
    `<meta property="og:description" content="${escapeHtml(seo.description)}">`,
    `<meta property="og:url" content="${escapeHtml(seo.canonical)}">`,
  ];
  if (seo.structuredData) {
    const json = JSON.stringify(seo.structuredData).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json" nonce="${escapeHtml(nonce)}" data-seo="structured-data">${json}</script>`);
  }
  return tags.join('\n    ');
}
