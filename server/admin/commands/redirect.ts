import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = 'redirect <fromPath> <toUrl> [301|302|307|308]';

/** Adds or replaces a redirect; fromPath may end in /* to cover everything under it. */
export default defineCommand({
  name: 'redirect',
  usage,
  parse(args) {
    const { positional } = splitArgs(args, []);
    exactly(positional, 2, 3, usage);
    const [from = '', to = '', codeText = '301'] = positional;
    if (!/^\/[^\s?#]{0,499}$/.test(from)) throw new UsageError(`fromPath must be a path starting with /, got "${from}"`);
    if (!/^(\/|https?:\/\/)[^\s]{0,999}$/.test(to)) throw new UsageError(`toUrl must be a path or an http(s) URL, got "${to}"`);
    const code = Number(codeText);
    if (![301, 302, 307, 308].includes(code)) throw new UsageError(`code must be 301, 302, 307 or 308, got "${codeText}"`);
    return { from, to, code };
  },
  async run({ services }, { from, to, code }) {
    await services.redirects.add(from, to, code);
    return { from, to, code };
  },
});
