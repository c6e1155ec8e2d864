/**
 * A game's tile picture (`image` of the catalogue, `TR` of games-preview): an SVG drawn from its
 * theme and name, so every tile has a real image without any asset or third-party host. The
 * name comes from the slug, escaped: it is text, never markup.
 */
const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Two colours from the theme's name (the same theme always looks the same). */
function colours(theme: string): [string, string] {
  let h = 0;
  for (const ch of theme) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return [`hsl(${h}, 62%, 38%)`, `hsl(${(h + 48) % 360}, 70%, 22%)`];
}

export function tileSvg(theme: string, slug: string): string {
  const [from, to] = colours(theme);
  const words = slug.split('-').filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1));
  const lines = [words.slice(0, 2).join(' '), words.slice(2, 4).join(' ')].filter(Boolean).slice(0, 2);
  const text = lines.map((l, i) => `<text x="160" y="${lines.length === 1 ? 128 : 112 + i * 34}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(l)}</text>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="320" height="240" rx="16" fill="url(#g)"/>${text}` +
    `<text x="160" y="216" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="rgba(255,255,255,0.75)">${escapeXml(theme)} · demo</text></svg>`
  );
}
