import { defineCommand, exactly, positiveInt, UsageError } from '../command';
import { subcommand, textOf } from './office-args';

const rewardUsage = 'reward grant <userId> <points> <title>';
/** Rewards points to a player (office/rewards). */
export const reward = defineCommand({
  name: 'reward',
  usage: rewardUsage,
  parse(args) {
    const [, rest] = subcommand(args, ['grant'] as const, rewardUsage);
    return { userId: positiveInt(rest[0], 'userId'), points: positiveInt(rest[1], 'points'), title: textOf(rest.slice(2), 'title', 200) };
  },
  async run({ services }, { userId, points, title }) {
    if (!(await services.users.get(userId))) throw new UsageError(`no player with id ${userId}`);
    return { userId, rewardId: await services.officeRecords.grantReward(userId, points, title), points, title };
  },
});

const friendUsage = 'friend link <referrerId> <invitedId>';
/** Records that a player came by another's referral link (office/bringfriend). */
export const friend = defineCommand({
  name: 'friend',
  usage: friendUsage,
  parse(args) {
    const [, rest] = subcommand(args, ['link'] as const, friendUsage);
    exactly(rest, 2, 2, friendUsage);
    return { referrerId: positiveInt(rest[0], 'referrerId'), invitedId: positiveInt(rest[1], 'invitedId') };
  },
  async run({ services }, { referrerId, invitedId }) {
    for (const id of [referrerId, invitedId]) if (!(await services.users.get(id))) throw new UsageError(`no player with id ${id}`);
    return { referrerId, invitedId, linked: await services.officeRecords.linkReferral(referrerId, invitedId) };
  },
});

const appealUsage = 'appeal answer <appealId> accept|reject <text>';
/** The operator's decision on a block appeal (office/block-appeal-history). */
export const appeal = defineCommand({
  name: 'appeal',
  usage: appealUsage,
  parse(args) {
    const [, rest] = subcommand(args, ['answer'] as const, appealUsage);
    const id = positiveInt(rest[0], 'appealId');
    const verdict = rest[1];
    if (verdict !== 'accept' && verdict !== 'reject') throw new UsageError(`usage: ${appealUsage}`);
    return { id, status: verdict === 'accept' ? ('accepted' as const) : ('rejected' as const), text: textOf(rest.slice(2), 'text') };
  },
  async run({ services }, { id, status, text }) {
    const view = await services.officeRecords.answerAppeal(id, status, text);
    if (!view) throw new UsageError(`no appeal ${id}`);
    return view;
  },
});

const promotionUsage = 'promotion add <days> <title> -- <text>';
/** A promotion every player sees in office/promotion for the next <days> days. */
export const promotion = defineCommand({
  name: 'promotion',
  usage: promotionUsage,
  parse(args) {
    const [, rest] = subcommand(args, ['add'] as const, promotionUsage);
    const days = positiveInt(rest[0], 'days');
    const cut = rest.indexOf('--');
    if (cut < 2) throw new UsageError(`usage: ${promotionUsage}`);
    return { days, title: textOf(rest.slice(1, cut), 'title', 200), body: textOf(rest.slice(cut + 1), 'text') };
  },
  async run({ services }, { days, title, body }) {
    return { promotionId: await services.officeRecords.addPromotion(title, body, days), title, days };
  },
});
