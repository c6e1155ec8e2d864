// The shell's own calls (issue 15): the first-deposit bonus popup and the policy logo.
import { type Static, Type } from '@sinclair/typebox';

/** GET /web-api/officeapi/v1/bonus-popup-information (spec 2 §7): the first-deposit bonus offer. */
export const BonusPopupInformation = Type.Object({
  bonusPopupInformation: Type.Object({
    /** The player has made no deposit yet (no ledger row of kind 'deposit'). */
    available: Type.Boolean(),
    percent: Type.Integer({ minimum: 0 }),
    /** The largest bonus, in minor units of `currency`. */
    maxAmountMinor: Type.Integer({ minimum: 0 }),
    currency: Type.String({ minLength: 3, maxLength: 3 }),
  }),
});
export type BonusPopupInformation = Static<typeof BonusPopupInformation>;

/** GET /web-api/policy/logo.agif: a small GIF image. */
export const PolicyLogo = Type.String({ contentMediaType: 'image/gif' });
