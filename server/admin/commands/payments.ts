import { defineCommand, exactly, positiveInt, splitArgs, UsageError } from '../command';

const usage = 'payments complete|fail|approve|reject <requestId>';
const ACTIONS = ['complete', 'fail', 'approve', 'reject'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * The operator's side of payments (issue 18): `complete`/`fail` settle a pending deposit as the
 * provider's webhook would (same exactly-once path), `approve`/`reject` decide a pending
 * withdrawal (reject returns the held money). Prints `{requestId, status}`; a request of the
 * other kind, or one already settled otherwise, fails (exit 1) and changes nothing.
 */
export default defineCommand({
  name: 'payments',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 2, usage);
    const action = positional[0] as Action;
    if (!ACTIONS.includes(action)) throw new UsageError(`usage: ${usage}`);
    return { action, requestId: positiveInt(positional[1], 'requestId') };
  },
  async run({ services }, { action, requestId }) {
    const payments = services.payments;
    if (action === 'complete') return payments.settleAsOperator(requestId, 'success');
    if (action === 'fail') return payments.settleAsOperator(requestId, 'failed');
    if (action === 'approve') return payments.approve(requestId);
    return payments.reject(requestId);
  },
});
