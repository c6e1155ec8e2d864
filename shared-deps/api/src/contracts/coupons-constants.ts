// Values of the coupon and bet-history API the browser uses (TypeBox-free; the schemas are in coupons.ts).
export const COUPON_STATUSES = ['open', 'won', 'lost', 'void'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
