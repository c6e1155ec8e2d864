import { defineCommand, exactly, splitArgs, UsageError } from '../command';
import { parseContentArgs } from './content-document';

const usage = `promo set <slug> <en|ru> '<json {"title","description","body":[blocks],"position"?}>'`;

/** Writes one promotion (issue 19; `promotions/{slug}`) in one language: `content set promotion ...` under its own name. */
export default defineCommand({
  name: 'promo',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 4, 4, usage);
    const [sub, slug, lang, json] = positional as [string, string, string, string];
    if (sub !== 'set') throw new UsageError(`usage: ${usage}`);
    return parseContentArgs(slug, lang, json);
  },
  async run({ services }, { slug, lang, document }) {
    const item = await services.content.set('promotion', slug, lang, document);
    return { kind: 'promotion', slug, lang, title: item.title, blocks: item.body.length, updatedAt: item.updatedAt };
  },
});
