import { defineCommand, exactly, positiveInt, UsageError } from '../command';
import { subcommand, textOf } from './office-args';
import { SupportNotFound } from '../../plugins/app/office/support';

const usage = 'support list | support show <requestId> | support reply <requestId> <text>';

/** Support requests (issue 15, 18): the latest ones, one thread, the operator's answer. */
export default defineCommand({
  name: 'support',
  usage,
  parse(args) {
    const [sub, rest] = subcommand(args, ['list', 'show', 'reply'] as const, usage);
    if (sub === 'list') {
      exactly(rest, 0, 0, usage);
      return { sub, id: 0, text: '' };
    }
    const id = positiveInt(rest[0], 'requestId');
    if (sub === 'show') {
      exactly(rest, 1, 1, usage);
      return { sub, id, text: '' };
    }
    return { sub, id, text: textOf(rest.slice(1), 'text') };
  },
  async run({ services }, { sub, id, text }) {
    if (sub === 'list') return { requests: await services.support.operatorList() };
    try {
      return sub === 'show' ? await services.support.thread(null, id) : await services.support.reply(null, id, text);
    } catch (err) {
      if (err instanceof SupportNotFound) throw new UsageError(`no support request ${id}`);
      throw err;
    }
  },
});
