/**
 * URL patterns of the operator's SEO table (spec 2 §5): a pattern ending in `/*` matches its
 * prefix and everything below it; any other pattern matches its path exactly. Of the patterns
 * that match, the most specific wins: an exact pattern over any prefix, a longer prefix over a
 * shorter one.
 */
export function patternMatches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return path === prefix || path.startsWith(`${prefix}/`);
  }
  return pattern === path;
}

/** Higher is more specific: exact patterns rank above every prefix, longer prefixes above shorter. */
function specificity(pattern: string): number {
  return pattern.endsWith('/*') ? pattern.length - 2 : Number.MAX_SAFE_INTEGER;
}

/** The most specific of `patterns` matching `path`, or undefined. */
export function bestPattern<T extends { pattern: string }>(patterns: readonly T[], path: string): T | undefined {
  let best: T | undefined;
  for (const p of patterns) {
    if (!patternMatches(p.pattern, path)) continue;
    if (!best || specificity(p.pattern) > specificity(best.pattern)) best = p;
  }
  return best;
}

/** Every pattern matching `path` (the noindex rule reads all of them, not only the winner). */
export function matchingPatterns<T extends { pattern: string }>(patterns: readonly T[], path: string): T[] {
  return patterns.filter((p) => patternMatches(p.pattern, path));
}

/** What a stored pattern may look like: a path from the root, optionally ending in `/*`. */
export function isPattern(s: string): boolean {
  return /^\/[A-Za-z0-9._~\-/]*(\/\*)?$/.test(s) && s.length <= 300 && !s.includes('//');
}

export const isNoindex = (robots: string | null | undefined) => typeof robots === 'string' && /\bnoindex\b/i.test(robots);
