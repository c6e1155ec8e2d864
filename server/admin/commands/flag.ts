import { siteConfigGroups, type SiteConfigGroup } from '@site/api';
import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = 'flag <group.key> <json>';

/** Sets one site config value (feature flags live there); servers see it within their 2 s cache. */
export default defineCommand({
  name: 'flag',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 2, usage);
    const [name = '', json = ''] = positional;
    const m = /^([a-z_]+)\.([A-Za-z0-9_]{1,80})$/.exec(name);
    if (!m) throw new UsageError(`flag name must look like group.key, got "${name}"`);
    const group = m[1] as string;
    if (!siteConfigGroups.includes(group as SiteConfigGroup)) throw new UsageError(`unknown config group "${group}" (groups: ${siteConfigGroups.join(', ')})`);
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw new UsageError(`value must be JSON (e.g. true, 10, '"text"'), got ${json}`);
    }
    return { group: group as SiteConfigGroup, key: m[2] as string, value };
  },
  async run({ services }, { group, key, value }) {
    await services.siteConfig.set(group, key, value);
    return { group, key, value };
  },
});
