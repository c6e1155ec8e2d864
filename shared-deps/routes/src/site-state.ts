import type { Decision } from './guards';
import { statusPageForBlockReason } from './status-pages';
import { langPath, languageRoot } from './to-path';
import type { RouteContext } from './types';
import { wellKnownPaths } from './well-known-paths';

const isOnly = (below: readonly string[], path: string): boolean => below.length === 1 && below[0] === path;

/**
 * Whole-site states decided before any route matches, so they hold for unknown paths
 * too (spec 2 §4 "Maintenance and blocks"): maintenance first, then a block reason.
 */
export function siteStateDecision(below: readonly string[], ctx: RouteContext, lang: string): Decision {
  const onMaintenance = isOnly(below, wellKnownPaths.maintenance);
  if (ctx.maintenanceActive) {
    return onMaintenance
      ? undefined
      : { kind: 'redirect', location: langPath(lang, wellKnownPaths.maintenance), status: 302, reason: 'maintenance active' };
  }
  if (onMaintenance) return { kind: 'redirect', location: languageRoot(lang), status: 302, reason: 'maintenance not active' };
  const page = statusPageForBlockReason(ctx.blockReason);
  if (page === undefined || isOnly(below, page)) return undefined;
  return { kind: 'redirect', location: langPath(lang, page), status: 302, reason: `block reason ${String(ctx.blockReason)}` };
}
