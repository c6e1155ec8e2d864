import { CONTENT_KINDS, type ContentKind } from '@site/api/contracts';
import { defineCommand, exactly, splitArgs, UsageError } from '../command';
import { parseContentArgs } from './content-document';

const usage = `content set <${CONTENT_KINDS.join('|')}> <slug> <en|ru> '<json {"title","description","body":[blocks],"position"?}>'`;

/** Writes one document of the content table (issue 19), replacing the one of that kind, slug and language. */
export default defineCommand({
  name: 'content',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 5, 5, usage);
    const [sub, kind, slug, lang, json] = positional as [string, string, string, string, string];
    if (sub !== 'set') throw new UsageError(`usage: ${usage}`);
    if (!(CONTENT_KINDS as readonly string[]).includes(kind)) throw new UsageError(`kind must be one of ${CONTENT_KINDS.join(', ')}, got "${kind}"`);
    return { kind: kind as ContentKind, ...parseContentArgs(slug, lang, json) };
  },
  async run({ services }, { kind, slug, lang, document }) {
    const item = await services.content.set(kind, slug, lang, document);
    return { kind, slug, lang, title: item.title, blocks: item.body.length, updatedAt: item.updatedAt };
  },
});
