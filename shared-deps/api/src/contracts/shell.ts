// The shell's own calls (issue 15): the first-deposit bonus popup and the policy logo.
import { type Static, Type } from '@sinclair/typebox';
import { CONTENT_LANGS } from './content-constants';
import { ErrorEnvelope } from './errors';
import { StrictObject, StringEnum } from './schema-helpers';

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

/** GET (HEAD) /ads/adsbygoogle.js: the ad-block bait, an empty script. */
export const AdblockBaitScript = Type.String({ contentMediaType: 'application/javascript', maxLength: 0 });

/** GET /manifest.json: the web app manifest of the PWA (spec 2 §7, §9). */
export const PwaManifest = Type.Object({
  name: Type.String(),
  short_name: Type.String(),
  start_url: Type.String(),
  scope: Type.String(),
  display: Type.String(),
  background_color: Type.String(),
  theme_color: Type.String(),
  icons: Type.Array(Type.Object({ src: Type.String(), sizes: Type.String(), type: Type.String(), purpose: Type.String() })),
});
export type PwaManifest = Static<typeof PwaManifest>;

/** GET /pwa-sw.js: the service worker's script. */
export const ServiceWorkerScript = Type.String({ contentMediaType: 'application/javascript' });
/** Any page (GET /*, the route every path no other route takes): the shell's HTML. */
export const ShellPage = Type.String({ contentMediaType: 'text/html' });
/**
 * Its answers: the page at the route table's status (a 404, 451 or 503 page is HTML too); a
 * path that is no page (an unknown API path, a file), the error envelope.
 */
export const pageAnswers = () => ({ 200: ShellPage, '4xx': Type.Union([ShellPage, ErrorEnvelope]), '5xx': Type.Union([ShellPage, ErrorEnvelope]) });

/** GET /pwa-offline.html: the page a navigation without network shows. */
export const OfflinePage = Type.String({ contentMediaType: 'text/html' });
/** Its `?lang`: one of the content languages (the worker keeps a copy of each); English without it. */
export const OfflineQuery = StrictObject({ lang: Type.Optional(StringEnum(CONTENT_LANGS)) });
/** GET /pwa-icons/:file: `<size>.png`, one of the touch-icon sizes. */
export const TouchIconParams = Type.Object({ file: Type.String({ maxLength: 16 }) });
export const PngImage = Type.String({ contentMediaType: 'image/png' });
