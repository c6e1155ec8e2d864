/** Paths that are never pages: API calls, bundles, import maps, remote front-end answers. */
const NON_PAGE_PREFIXES = ['/web-api/', '/bff-api/', '/blocks-api/', '/redirects-api/', '/limit-service-api/', '/social-api/', '/fatman-api/', '/assets/', '/import-maps/', '/remote/'];
const HAS_EXTENSION = /\.[a-z0-9]{1,8}$/i;

export function isSitePagePath(pathname: string): boolean {
  return !NON_PAGE_PREFIXES.some((p) => pathname.startsWith(p)) && !HAS_EXTENSION.test(pathname);
}

/**
 * Clicks on links to the site's own pages become single-spa navigations, so they go through
 * the same guards as any route change instead of reloading the page. Links meant for the
 * browser (new tab, download, modifier keys, other origins, files) are left alone.
 */
export function interceptLinkClicks(doc: Document, navigate: (url: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return;
    let url: URL;
    try {
      url = new URL(anchor.href, doc.location.href);
    } catch {
      return;
    }
    if (url.origin !== doc.location.origin || !isSitePagePath(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
