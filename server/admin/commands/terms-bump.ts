import { defineCommand, exactly, splitArgs } from '../command';

/** Publishes a new terms version: every player must accept it before protected calls work again. */
export default defineCommand({
  name: 'terms-bump',
  usage: 'terms-bump',
  parse(args) {
    exactly(splitArgs(args, []).positional, 0, 0, 'terms-bump');
    return {};
  },
  async run({ services }) {
    return services.terms.bump();
  },
});
