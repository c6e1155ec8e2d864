import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'verification <userId> approve|reject';

/** The operator's decision on a player's pending verification documents. */
export default defineCommand({
  name: 'verification',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 2, usage);
    const decision = positional[1];
    if (decision !== 'approve' && decision !== 'reject') throw new UsageError(`the decision must be approve or reject, got "${decision}"`);
    return { userId: positiveInt(positional[0], 'userId'), decision: decision as 'approve' | 'reject' };
  },
  async run({ services }, { userId, decision }) {
    const result = await services.documents.review(userId, decision);
    if (!result) throw new UsageError(`no player with id ${userId}`);
    return { userId, decision, documents: result.decided, verification: await services.documents.verificationOf(userId) };
  },
});
