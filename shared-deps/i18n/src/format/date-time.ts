import { cached } from './intl-cache';

/** How much of a moment to show. */
export type DateTimeStyle = 'dateTime' | 'date' | 'time' | 'dayTime';

/** The player's choices that shape a date (settings store: language, timeZone, is12h). */
export interface DateTimeSettings {
  lang: string;
  /** An IANA zone ('Europe/Moscow'); none: the browser's. */
  timeZone?: string | null;
  /** A 12-hour clock; none: the language's habit. */
  is12h?: boolean | null;
}

const STYLES: Record<DateTimeStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
  date: { dateStyle: 'short' },
  time: { timeStyle: 'short' },
  // a game's start in a list: day and month, hours and minutes
  dayTime: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: DateTimeStyle, s: DateTimeSettings, timeZone: string | undefined): Intl.DateTimeFormat {
  const hourCycle = style === 'date' || s.is12h === null || s.is12h === undefined ? undefined : s.is12h ? 'h12' : 'h23';
  return cached(
    formats,
    `${s.lang}|${style}|${timeZone ?? ''}|${hourCycle ?? ''}`,
    () => new Intl.DateTimeFormat(s.lang, { ...STYLES[style], ...(timeZone && { timeZone }), ...(hourCycle && { hourCycle }) }),
  );
}

/**
 * A moment (Date, epoch ms or an ISO string) in the player's language, time zone and clock.
 * An unreadable moment is '' (never 'Invalid Date'); an unknown zone falls back to the browser's.
 */
export function formatDateTime(value: Date | number | string, style: DateTimeStyle, settings: DateTimeSettings): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatter(style, settings, settings.timeZone ?? undefined).format(date);
  } catch {
    return formatter(style, { ...settings, lang: isLanguageTag(settings.lang) ? settings.lang : 'en' }, undefined).format(date);
  }
}

function isLanguageTag(lang: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(lang).length > 0;
  } catch {
    return false;
  }
}

/** Is this an IANA time zone the browser knows? */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at a moment, in ms (Moscow: +3 h). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(at / 1000) * 1000;
}

/**
 * The first moment (epoch ms) of a calendar day ('2024-05-01', what a date input gives) in a
 * time zone, the browser's when none: the day the player means is his day, not UTC's.
 * `plusDays` moves to a later day (1: the end of the day, as an exclusive bound).
 */
export function dayStart(day: string, timeZone?: string | null, plusDays = 0): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays];
  if (!isTimeZone(timeZone)) return new Date(y, mo, d).getTime();
  const utc = Date.UTC(y, mo, d);
  // The offset at the guess, then at the answer (a DST change between them moves it once).
  const first = utc - zoneOffset(utc, timeZone);
  return utc - zoneOffset(first, timeZone);
}
