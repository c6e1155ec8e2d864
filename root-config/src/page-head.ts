import type { ApiClient, SeoPageAnswer } from '@site/api';

export interface PageHeadDeps {
  api: Pick<ApiClient, 'request'>;
  doc?: Document;
  win?: Window;
  /** A failed fetch keeps the head as it was; it is only logged. */
  logger?: Pick<Console, 'warn'>;
  /**
   * The path whose head the server sent (the boot's); by default where the page is now. When the
   * page has moved since (a redirect of the first routing), the head is fetched at once.
   */
  servedPath?: string;
}

const SEO_ATTR = 'data-seo';

/** Sets the one element of a kind (found by `selector`, made by `make`), so no tag is ever doubled. */
function one<T extends HTMLElement>(doc: Document, selector: string, make: () => T): T {
  const all = [...doc.head.querySelectorAll<T>(selector)];
  for (const extra of all.slice(1)) extra.remove();
  if (all[0]) return all[0];
  const el = make();
  doc.head.appendChild(el);
  return el;
}

function meta(doc: Document, attr: 'name' | 'property', key: string, content: string): void {
  one(doc, `meta[${attr}="${key}"]`, () => {
    const m = doc.createElement('meta');
    m.setAttribute(attr, key);
    return m;
  }).setAttribute('content', content);
}

/** Writes a page's SEO into the head: the same tags the server wrote for the first page. */
export function applyPageHead(doc: Document, seo: SeoPageAnswer): void {
  doc.title = seo.title;
  for (const extra of [...doc.head.querySelectorAll('title')].slice(1)) extra.remove();
  meta(doc, 'name', 'description', seo.description);
  meta(doc, 'name', 'robots', seo.indexable ? seo.metaRobots : 'noindex, follow');
  one(doc, 'link[rel="canonical"]', () => Object.assign(doc.createElement('link'), { rel: 'canonical' })).href = seo.canonical;
  for (const old of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const h of seo.hreflang) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = h.hrefLang;
    link.href = h.href;
    doc.head.appendChild(link);
  }
  meta(doc, 'property', 'og:site_name', seo.siteName);
  meta(doc, 'property', 'og:title', seo.title);
  meta(doc, 'property', 'og:description', seo.description);
  meta(doc, 'property', 'og:url', seo.canonical);
  for (const old of doc.head.querySelectorAll(`script[type="application/ld+json"][${SEO_ATTR}]`)) old.remove();
  if (seo.structuredData) {
    // a data block, never executed: the policy's script-src does not apply to it
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(SEO_ATTR, 'structured-data');
    script.textContent = JSON.stringify(seo.structuredData);
    doc.head.appendChild(script);
  }
}

/**
 * The head's one owner in the browser (issue 16): after each navigation to a new path it asks
 * the server for the page's SEO (`GET /web-api/seo/page`) and rewrites the head's title, meta,
 * canonical, hreflang and JSON-LD in place. The first page's head is the server's. Parcels never
 * touch these tags. Returns the stop function.
 */
export function startPageHead(deps: PageHeadDeps): () => void {
  const doc = deps.doc ?? document;
  const win = deps.win ?? window;
  let current = deps.servedPath ?? win.location.pathname;
  const onRouting = () => {
    const path = win.location.pathname;
    if (path === current) return;
    current = path;
    deps.api
      .request<SeoPageAnswer>('GET', '/web-api/seo/page', { query: { path } })
      .then((seo) => {
        if (current === path) applyPageHead(doc, seo);
      })
      .catch((err: unknown) => deps.logger?.warn('[page-head] the page head stays as it was', err));
  };
  win.addEventListener('single-spa:routing-event', onRouting);
  onRouting();
  return () => win.removeEventListener('single-spa:routing-event', onRouting);
}
