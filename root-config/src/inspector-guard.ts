// When the parcel inspector may load: always in development; in production only behind the
// same guard as the import-map-overrides panel, the `devtools` localStorage flag (the inline
// override guard has already dropped every override to a host off the allowlist, so whatever
// the page loads, the inspector included, comes from the site or an allowed host).
export const INSPECTOR_UNIT = '@site/parcel-inspector';
export const DEVTOOLS_KEY = 'devtools';

export function inspectorAllowed(production: boolean, storage: Pick<Storage, 'getItem'> | null): boolean {
  if (!production) return true;
  try {
    return !!storage?.getItem(DEVTOOLS_KEY);
  } catch {
    return false;
  }
}

/** The page's environment, from `<meta name="site-env">` (anything but development is production). */
export function isProductionPage(doc: Document): boolean {
  return doc.querySelector('meta[name="site-env"]')?.getAttribute('content') !== 'development';
}
