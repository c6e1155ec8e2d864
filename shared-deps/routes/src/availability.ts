import { RULES_ROUTE_ID } from './site-flags';
import type { Availability, RouteContext } from './types';

type AvailabilityContext = Pick<RouteContext, 'env' | 'flags' | 'signedIn'>;

/** When each conditional route exists (spec 1 §2, §5; spec 2 §5). */
const rules: Record<Availability, (ctx: AvailabilityContext) => boolean> = {
  'non-production': (ctx) => ctx.env !== 'production',
  'registration-allowed': (ctx) => ctx.flags.registrationAllowed,
  'identification-shown': (ctx) => ctx.flags.identificationShown,
  'payment-route': (ctx) => ctx.flags.paymentRouteAvailable && (!ctx.flags.paymentAuthorisedOnly || ctx.signedIn),
  'rules-route': (ctx) => ctx.flags.availableRouteIds.includes(RULES_ROUTE_ID),
  'statistic-enabled': (ctx) => ctx.flags.statisticEnabled,
  'bonus-routes': (ctx) => !ctx.flags.promoBonusToOffer,
  'offer-routes': (ctx) => ctx.flags.promoBonusToOffer,
};

export function isAvailable(availability: Availability | undefined, ctx: AvailabilityContext): boolean {
  return availability === undefined || rules[availability](ctx);
}

export function hasFeature(feature: string | undefined, ctx: Pick<RouteContext, 'flags'>): boolean {
  return feature === undefined || ctx.flags.features.includes(feature);
}
