import { blockReasons, isBlockReason, parseCidr, statusPageOf } from '../../plugins/app/operator/blocks';
import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = 'block <reason> [--country XX] [--cidr 10.0.0.0/8] [--ua substring]';

/** Adds a block rule; every condition given must match; with none it blocks everyone. */
export default defineCommand({
  name: 'block',
  usage,
  parse(args) {
    const { positional, options } = splitArgs(args, ['country', 'cidr', 'ua']);
    exactly(positional, 1, 1, usage);
    const reason = Number(positional[0]);
    if (!/^\d+$/.test(positional[0] ?? '') || !isBlockReason(reason)) throw new UsageError(`reason must be one of ${blockReasons.join(', ')}, got "${positional[0]}"`);
    const { country, cidr, ua } = options;
    if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) throw new UsageError(`--country must be two letters, got "${country}"`);
    if (cidr !== undefined && !parseCidr(cidr)) throw new UsageError(`--cidr must be an address or range such as 203.0.113.0/24, got "${cidr}"`);
    if (ua !== undefined && (ua.length === 0 || ua.length > 200)) throw new UsageError('--ua must be 1 to 200 characters');
    return { reason, country, cidr, ua };
  },
  async run({ services }, { reason, country, cidr, ua }) {
    const rule = await services.blocks.add({ reason, ...(country ? { country } : {}), ...(cidr ? { cidr } : {}), ...(ua ? { userAgent: ua } : {}) });
    return { ...rule, statusPage: statusPageOf(reason) };
  },
});
