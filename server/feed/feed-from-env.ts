import { createSimulatorFeed, type SimulatorFeed, type SimulatorOptions } from './simulator';

/** The values FEED accepts; unset or empty means the simulator. */
export const FEED_KINDS = ['simulator', 'none'] as const;

function numberFrom(
  env: Record<string, string | undefined>,
  name: string,
  valid: (n: number) => boolean,
): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || !valid(n)) throw new Error(`${name} must be a valid number, got "${raw}"`);
  return n;
}

/**
 * The feed the server should run, from its environment: the simulator by default, null for
 * FEED=none. FEED_SEED, FEED_ODDS_PER_SECOND and FEED_SPEED override the given options.
 * Unknown values throw, so a typo never silently starts the wrong feed.
 */
export function createFeedFromEnv(
  env: Record<string, string | undefined>,
  options: SimulatorOptions,
): SimulatorFeed | null {
  const kind = (env.FEED ?? '').trim() || 'simulator';
  if (kind === 'none') return null;
  if (kind !== 'simulator')
    throw new Error(`FEED must be one of ${FEED_KINDS.join(', ')} (or unset), got "${env.FEED}"`);
  const seed = numberFrom(env, 'FEED_SEED', Number.isInteger);
  const odds = numberFrom(env, 'FEED_ODDS_PER_SECOND', (n) => n >= 0);
  const speed = numberFrom(env, 'FEED_SPEED', (n) => n > 0);
  return createSimulatorFeed({
    ...options,
    ...(seed !== undefined ? { seed } : {}),
    ...(odds !== undefined ? { oddsUpdatesPerSecond: odds } : {}),
    ...(speed !== undefined ? { speed } : {}),
  });
}
