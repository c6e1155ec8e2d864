// The rest of the player's office (issue 18) and the support button (issue 15). Every answer is
// the signed-in player's own data; money in whole units of `currency`; times ISO date-times.
import { type Static, Type } from '@sinclair/typebox';
import {
  APPEAL_STATUSES,
  BONUS_KINDS,
  BONUS_STATUSES,
  CASHBACK_PROGRAMS,
  OFFICE_TEXT,
  SUPPORT_AUTHORS,
  SUPPORT_STATUSES,
} from './office-constants';
import { Id, Nullable, StrictObject, StringEnum } from './schema-helpers';

const When = Type.String({ description: 'ISO date-time' });
/** Something a person typed: not blank. */
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S' });

export const OfficeIdParams = StrictObject({ id: Id });

// --- support ---
export const SupportRequestView = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: StringEnum(SUPPORT_STATUSES),
  createdAt: When,
  updatedAt: When,
});
export type SupportRequestView = Static<typeof SupportRequestView>;
export const SupportMessageView = Type.Object({
  id: Type.Integer(),
  author: StringEnum(SUPPORT_AUTHORS),
  body: Type.String(),
  createdAt: When,
});
export type SupportMessageView = Static<typeof SupportMessageView>;
export const SupportListAnswer = Type.Object({ requests: Type.Array(SupportRequestView) });
export type SupportListAnswer = Static<typeof SupportListAnswer>;
export const SupportThreadAnswer = Type.Object({ request: SupportRequestView, messages: Type.Array(SupportMessageView) });
export type SupportThreadAnswer = Static<typeof SupportThreadAnswer>;
/** A signed-in player's e-mail is the account's; a guest must give one. */
export const SupportCreateBody = StrictObject({
  subject: Text(OFFICE_TEXT.subjectMax),
  body: Text(OFFICE_TEXT.bodyMax),
  email: Type.Optional(Type.String({ format: 'email', maxLength: OFFICE_TEXT.emailMax })),
});
export type SupportCreateBody = Static<typeof SupportCreateBody>;
export const SupportCreateAnswer = Type.Object({ request: SupportRequestView });
export type SupportCreateAnswer = Static<typeof SupportCreateAnswer>;
export const SupportReplyBody = StrictObject({ body: Text(OFFICE_TEXT.bodyMax) });
export type SupportReplyBody = Static<typeof SupportReplyBody>;

// --- bonuses, cashback, rewards ---
export const BonusView = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(BONUS_KINDS),
  amount: Type.Number(),
  currency: Type.String(),
  wagerRequired: Type.Number(),
  wagerDone: Type.Number(),
  status: StringEnum(BONUS_STATUSES),
  createdAt: When,
});
export type BonusView = Static<typeof BonusView>;
export const BonusesAnswer = Type.Object({ bonuses: Type.Array(BonusView) });
export type BonusesAnswer = Static<typeof BonusesAnswer>;

export const CashbackView = Type.Object({
  id: Type.Integer(),
  program: StringEnum(CASHBACK_PROGRAMS),
  percent: Type.Integer(),
  amount: Type.Number(),
  currency: Type.String(),
  period: Type.String(),
  createdAt: When,
});
export type CashbackView = Static<typeof CashbackView>;
export const CashbackAnswer = Type.Object({ cashback: Type.Array(CashbackView) });
export type CashbackAnswer = Static<typeof CashbackAnswer>;

export const RewardView = Type.Object({ id: Type.Integer(), title: Type.String(), points: Type.Integer(), createdAt: When });
export type RewardView = Static<typeof RewardView>;
export const RewardsAnswer = Type.Object({ points: Type.Integer(), rewards: Type.Array(RewardView) });
export type RewardsAnswer = Static<typeof RewardsAnswer>;

// --- bring a friend ---
export const FriendView = Type.Object({ login: Type.String(), joinedAt: When });
export type FriendView = Static<typeof FriendView>;
export const FriendsAnswer = Type.Object({ code: Type.String(), friends: Type.Array(FriendView) });
export type FriendsAnswer = Static<typeof FriendsAnswer>;

// --- share an idea, block appeals, promotions ---
export const IdeaBody = StrictObject({ body: Text(OFFICE_TEXT.bodyMax) });
export type IdeaBody = Static<typeof IdeaBody>;
export const IdeaView = Type.Object({ id: Type.Integer(), body: Type.String(), createdAt: When });
export type IdeaView = Static<typeof IdeaView>;
export const IdeasAnswer = Type.Object({ ideas: Type.Array(IdeaView) });
export type IdeasAnswer = Static<typeof IdeasAnswer>;

export const AppealView = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  status: StringEnum(APPEAL_STATUSES),
  answer: Nullable(Type.String()),
  createdAt: When,
  updatedAt: When,
});
export type AppealView = Static<typeof AppealView>;
export const AppealsAnswer = Type.Object({ appeals: Type.Array(AppealView) });
export type AppealsAnswer = Static<typeof AppealsAnswer>;
export const AppealBody = StrictObject({ body: Text(OFFICE_TEXT.bodyMax) });
export type AppealBody = Static<typeof AppealBody>;

export const PromotionView = Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String(), startsAt: When, endsAt: When });
export type PromotionView = Static<typeof PromotionView>;
export const PromotionsAnswer = Type.Object({ promotions: Type.Array(PromotionView) });
export type PromotionsAnswer = Static<typeof PromotionsAnswer>;
