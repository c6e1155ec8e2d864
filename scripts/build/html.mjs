import { readFileSync } from 'node:fs';

// The server puts each answer's CSP nonce here (server/plugins/app/site/shell.ts, NONCE_PLACEHOLDER).
const NONCE = '__CSP_NONCE__';
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.<env>.html from the template: the import map inlined, preload hints for the critical
 * bundles, SystemJS and import-map-overrides, and the override guard in production; the
 * design system's stylesheet and the display settings' pre-paint script (@site/ui theme).
 */
export function renderIndexHtml({ template, env, importMap, critical, loader, overrides, guardScript, theme }) {
  const preloads = [loader, ...critical]
    .map((url) => `<link rel="preload" as="script" href="${esc(url)}" integrity="${esc(importMap.integrity[url] ?? '')}">`)
    .join('\n    ');
  const production = env === 'production';
  const boot = `
(function () {
  var production = ${production};
  var data = {};
  try { data = JSON.parse(document.getElementById('site-boot').textContent || '{}'); } catch (e) {}
  ${production ? `try { SiteOverrideGuard.guardOverrides(localStorage, data.overrideHosts || [], location.href, function (m) { console.warn(m); }); } catch (e) { console.warn('override guard failed', e); }` : ''}
  var devtools = false, overridden = false;
  try {
    devtools = !production || !!localStorage.getItem('devtools');
    // Without an override or the devtools flag, production skips import-map-overrides
    // altogether: nothing to apply, and 6 KB less on the critical path.
    for (var i = 0; i < localStorage.length; i++) if (/^import-map-override(s-external-maps)?[:]?/.test(localStorage.key(i) || '')) overridden = true;
  } catch (e) {}
  function boot() {
    if (devtools) document.body.appendChild(document.createElement('import-map-overrides-full')).setAttribute('show-when-local-storage', production ? 'devtools' : '');
    System.import('@site/root-config').then(function (m) { return m.bootstrapShell(); }).catch(function (e) {
      console.error('the shell failed to start', e);
      document.getElementById('site-root').setAttribute('data-boot-error', String(e && e.message || e));
    });
  }
  if (!devtools && !overridden) return boot();
  var s = document.createElement('script');
  s.src = devtools ? ${JSON.stringify(overrides.full)} : ${JSON.stringify(overrides.api)};
  s.integrity = devtools ? ${JSON.stringify(importMap.integrity[overrides.full])} : ${JSON.stringify(importMap.integrity[overrides.api])};
  s.onload = boot;
  s.onerror = boot;
  document.head.appendChild(s);
})();`;
  return template
    .replace('<!--env-->', env)
    .replace('<!--theme-css-->', () => theme.css)
    .replace('<!--pre-paint-->', () => `<script nonce="${NONCE}">${theme.prePaintScript}</script>`)
    .replace('<!--preloads-->', preloads)
    .replace('<!--import-map-->', JSON.stringify(importMap).replace(/</g, '\\u003c'))
    .replace('<!--loader-->', `<script nonce="${NONCE}" src="${esc(loader)}" integrity="${esc(importMap.integrity[loader])}"></script>`)
    .replace('<!--guard-->', production ? `<script nonce="${NONCE}">${guardScript}</script>` : '')
    .replace('<!--boot-->', `<script nonce="${NONCE}">${boot}</script>`);
}

export const readTemplate = (file) => readFileSync(file, 'utf8');
