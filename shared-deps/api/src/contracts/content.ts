// Content (issue 19): the documents of the content table as the operator sets them and the
// browser reads them; the bonus games' catalogue, points and rounds.
import { type Static, Type } from '@sinclair/typebox';
import { CONTENT_HREF_PATTERN, CONTENT_LANGS, CONTENT_SLUG_PATTERN, PUBLIC_CONTENT_KINDS } from './content-constants';
import { Nullable, StrictObject, StringEnum } from './schema-helpers';

const Text = (max: number) => Type.String({ minLength: 1, maxLength: max });

export const ContentBlockSchema = Type.Union([
  StrictObject({ type: Type.Literal('h2'), text: Text(300), id: Type.Optional(Type.String({ pattern: CONTENT_SLUG_PATTERN })) }),
  StrictObject({ type: Type.Literal('p'), text: Text(5000) }),
  StrictObject({ type: Type.Literal('list'), items: Type.Array(Text(1000), { minItems: 1, maxItems: 100 }) }),
  // a path on the site or an https URL, never javascript: or data:
  StrictObject({ type: Type.Literal('link'), text: Text(300), href: Type.String({ pattern: CONTENT_HREF_PATTERN }) }),
]);

/** What `admin content set` and `admin promo set` take: one document of one language. */
export const ContentDocument = StrictObject({
  title: Text(300),
  description: Type.String({ maxLength: 500 }),
  body: Type.Array(ContentBlockSchema, { maxItems: 500 }),
  /** Order in lists (lower first); defaults to 0. */
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export type ContentDocument = Static<typeof ContentDocument>;

export const ContentListParams = StrictObject({ kind: StringEnum(PUBLIC_CONTENT_KINDS) });
export const ContentItemParams = StrictObject({ kind: StringEnum(PUBLIC_CONTENT_KINDS), slug: Type.String({ pattern: CONTENT_SLUG_PATTERN }) });
/** The language of the content to read (the content table's six); a language without its row reads English. */
export const ContentQuery = StrictObject({ lang: Type.Optional(StringEnum(CONTENT_LANGS)) });

export const ContentSummary = Type.Object({ slug: Type.String(), title: Type.String(), description: Type.String(), updatedAt: Type.Integer() });
export type ContentSummary = Static<typeof ContentSummary>;
export const ContentListAnswer = Type.Object({ items: Type.Array(ContentSummary) });
export type ContentListAnswer = Static<typeof ContentListAnswer>;
export const ContentItemAnswer = Type.Object({
  slug: Type.String(),
  lang: Type.String(),
  title: Type.String(),
  description: Type.String(),
  body: Type.Array(ContentBlockSchema),
  updatedAt: Type.Integer(),
});
export type ContentItemAnswer = Static<typeof ContentItemAnswer>;

export const BonusGameView = Type.Object({ route: Type.String(), cost: Type.Integer(), prizes: Type.Array(Type.Number()) });
export const BonusGamesAnswer = Type.Object({
  games: Type.Array(BonusGameView),
  /** The signed-in player's points; null for a visitor. */
  points: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
});
export type BonusGamesAnswer = Static<typeof BonusGamesAnswer>;
export const PointsAnswer = Type.Object({ points: Type.Integer() });
export type PointsAnswer = Static<typeof PointsAnswer>;

export const BonusGameParams = StrictObject({ game: Type.String({ pattern: '^[a-z-]{1,30}$' }) });
export const PlayBonusGameBody = StrictObject({
  /** The same key answers the same round again (a retry plays nothing). */
  idempotencyKey: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  /** The box, card or sector the player picked (display only: the outcome is drawn on the server). */
  choice: Type.Optional(Type.Integer({ minimum: 0, maximum: 15 })),
});
export type PlayBonusGameBody = Static<typeof PlayBonusGameBody>;
export const PlayBonusGameAnswer = Type.Object({
  playId: Type.Integer(),
  game: Type.String(),
  /** Which prize of the game's table came out (index into `prizes`). */
  outcome: Type.Integer(),
  /** Bonus money won, in the player's currency (0: nothing this time). */
  prize: Type.Number(),
  currency: Type.String(),
  pointsSpent: Type.Integer(),
  points: Type.Integer(),
  /** The bonus account's balance after the round. */
  bonusBalance: Type.Number(),
  duplicate: Type.Boolean(),
});
export type PlayBonusGameAnswer = Static<typeof PlayBonusGameAnswer>;
