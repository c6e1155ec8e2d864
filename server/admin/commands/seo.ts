import { SeoPatternValues } from '@site/api/contracts';
import { Value } from '@sinclair/typebox/value';
import { isPattern } from '../../plugins/app/seo/url-patterns';
import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = `seo set <pattern> '{"title":...,"description":...,"metaRobots":...}' | seo delete <pattern> | seo list | seo show <path>`;

type Parsed =
  | { action: 'set'; pattern: string; values: SeoPatternValues }
  | { action: 'delete'; pattern: string }
  | { action: 'list' }
  | { action: 'show'; path: string };

/**
 * The operator's SEO table (issue 16): a pattern is a path (`/en/line`) or a prefix ending in
 * `/*` (`/ru/office/*`); the most specific pattern matching a page gives its title, description
 * and robots. `show` prints what a page's head will say.
 */
export default defineCommand({
  name: 'seo',
  usage,
  parse(args): Parsed {
    const { positional } = splitArgs(args, []);
    const [action = '', first = '', json] = positional;
    if (action === 'list') {
      exactly(positional, 1, 1, usage);
      return { action };
    }
    if (action === 'show') {
      exactly(positional, 2, 2, usage);
      if (!/^\/[^\s?#]{0,2000}$/.test(first)) throw new UsageError(`path must start with /, got "${first}"`);
      return { action, path: first };
    }
    if (action !== 'set' && action !== 'delete') throw new UsageError(usage);
    exactly(positional, action === 'set' ? 3 : 2, action === 'set' ? 3 : 2, usage);
    if (!isPattern(first)) throw new UsageError(`pattern must be a path from / (letters, digits, - . _ ~ /), optionally ending in /*, got "${first}"`);
    if (action === 'delete') return { action, pattern: first };
    let values: unknown;
    try {
      values = JSON.parse(json as string);
    } catch {
      throw new UsageError(`the values must be JSON such as '{"title":"...","metaRobots":"noindex, follow"}'`);
    }
    if (!Value.Check(SeoPatternValues, values) || Object.keys(values as object).length === 0) {
      throw new UsageError('the values take title (1-200 chars), description (1-400) and metaRobots ("index, follow", "noindex, follow"...), at least one, nothing else');
    }
    return { action, pattern: first, values: values as SeoPatternValues };
  },
  async run({ services }, p: Parsed) {
    switch (p.action) {
      case 'list':
        return { patterns: await services.seo.patterns() };
      case 'show':
        return services.seo.page(p.path, 'http://localhost:8080');
      case 'delete':
        if (!(await services.seo.deletePattern(p.pattern))) throw new UsageError(`no pattern ${p.pattern}`);
        return { deleted: p.pattern };
      case 'set':
        await services.seo.setPattern(p.pattern, p.values);
        return { pattern: p.pattern, ...p.values };
    }
  },
});
