// A game's tile picture, made here from its theme: no image host, no binary asset. The same
// game always gets the same picture (a hash of its theme and id picks the colours and motif).

const MOTIFS: Record<string, string> = {
  slot: '<rect x="34" y="38" width="20" height="28" rx="3"/><rect x="58" y="38" width="20" height="28" rx="3"/><rect x="82" y="38" width="20" height="28" rx="3"/>',
  keno: '<circle cx="46" cy="44" r="9"/><circle cx="68" cy="44" r="9"/><circle cx="90" cy="44" r="9"/><circle cx="57" cy="64" r="9"/><circle cx="79" cy="64" r="9"/>',
  crash: '<path d="M28 76 Q70 72 104 30" stroke-width="6" fill="none" stroke="currentColor"/><circle cx="104" cy="30" r="6"/>',
  dice: '<rect x="44" y="32" width="40" height="40" rx="8"/>',
};

/** FNV-1a: a small stable hash of a string. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tile's SVG (128 x 96, the tile's aspect ratio) as a data: URL for an <img>. */
export function gameArt(game: { id: string | number; name: string; engine: string; theme?: string }): string {
  const h = hashOf(`${game.theme ?? ''}|${game.id}`);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >>> 9) % 80)) % 360;
  const motif = MOTIFS[game.engine] ?? MOTIFS.slot;
  const initials = escapeXml(
    game.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join(''),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 96" width="128" height="96">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${hue2},75%,28%)"/></linearGradient></defs>` +
    `<rect width="128" height="96" fill="url(#g)"/>` +
    `<g fill="hsla(${(hue + 180) % 360},90%,85%,0.85)" color="hsla(${(hue + 180) % 360},90%,85%,0.85)">${motif}</g>` +
    `<text x="8" y="20" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff">${initials}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
