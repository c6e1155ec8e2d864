import type { RouteContext, RouteFlagsSpec } from './types';

/** Ban level that opens office/deduce: 53 for ban version 1, else 45 (spec 2 §4). */
export function deduceBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}

/**
 * Banned means ban_level above 0. A ban level comes from the signed-in user's config and
 * logout resets it, so an anonymous context is never banned whatever it carries.
 */
export function isBanned(ctx: Pick<RouteContext, 'signedIn' | 'banLevel'>): boolean {
  return ctx.signedIn && ctx.banLevel > 0;
}

export function bannedMayOpen(
  allowed: RouteFlagsSpec['allowedWhenBanned'],
  ctx: Pick<RouteContext, 'banLevel' | 'banVersion'>,
): boolean {
  if (allowed === true) return true;
  if (allowed === 'deduce') return ctx.banLevel === deduceBanLevel(ctx.banVersion);
  return false;
}
