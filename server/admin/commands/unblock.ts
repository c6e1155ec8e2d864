import { defineCommand, exactly, positiveInt, splitArgs } from '../command';

/** Removes one block rule by id, or every rule with no id. */
export default defineCommand({
  name: 'unblock',
  usage: 'unblock [ruleId]',
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 0, 1, 'unblock [ruleId]');
    return { id: positional[0] === undefined ? undefined : positiveInt(positional[0], 'ruleId') };
  },
  async run({ services }, { id }) {
    return { removed: await services.blocks.remove(id) };
  },
});
