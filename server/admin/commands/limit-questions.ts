import { defineCommand, UsageError } from '../command';

const usage = 'limit-questions [--json]';

/**
 * The responsible-gambling questions a player answers before loosening a limit, as
 * `[{id, text, answers: [{id, text}], rightAnswerId}]` (English; the answer that shows the
 * player understood). Output is always JSON; `--json` is accepted for scripts that say so.
 */
export default defineCommand({
  name: 'limit-questions',
  usage,
  parse(args) {
    if (args.some((a) => a !== '--json')) throw new UsageError(`usage: ${usage}`);
    return {};
  },
  async run({ services }) {
    return services.limits.questionsForOperator();
  },
});
