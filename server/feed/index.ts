export type * from './types';
export type { Feed } from './feed';
export { createSimulatorFeed, type SimulatorFeed, type SimulatorOptions } from './simulator';
export { createFeedFromEnv, FEED_KINDS } from './feed-from-env';
export { applyFeedEvents } from './apply-events';
export { settleMarket, type SettleableMarket } from './settlement';
export { MARKET_TYPES, T as MARKET_TYPE, marketTypeInfo, type MarketTypeId, type MarketTypeInfo } from './market-types';
export { SPORTS } from './sports';
export { overround, round3, MIN_COEF, MAX_COEF } from './odds-math';
