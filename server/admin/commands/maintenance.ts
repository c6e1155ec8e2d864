import { defineCommand, exactly, splitArgs, UsageError } from '../command';

const usage = 'maintenance <startISO> <endISO> [--notify-from ISO]';

function isoDate(text: string | undefined, what: string): Date {
  const t = text === undefined ? NaN : Date.parse(text);
  if (!text || !/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(t)) throw new UsageError(`${what} must be an ISO date-time such as 2030-01-31T22:00:00Z, got "${text ?? ''}"`);
  return new Date(t);
}

/** Schedules a maintenance window; players are told from --notify-from (default: a day before). */
export default defineCommand({
  name: 'maintenance',
  usage,
  parse(args) {
    const { positional, options } = splitArgs(args, ['notify-from']);
    exactly(positional, 2, 2, usage);
    const start = isoDate(positional[0], 'start');
    const end = isoDate(positional[1], 'end');
    if (end <= start) throw new UsageError('end must be after start');
    const notify = options['notify-from'] === undefined ? undefined : isoDate(options['notify-from'], '--notify-from');
    if (notify && notify > start) throw new UsageError('--notify-from must not be after start');
    return { start, end, notify };
  },
  async run({ services }, { start, end, notify }) {
    return services.maintenance.schedule(start, end, notify);
  },
});
