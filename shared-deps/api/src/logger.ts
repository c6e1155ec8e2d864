/**
 * The one shape of a logger on both sides of the wire: `console` is one, and every unit that
 * reports something takes one (or the part of it it uses, `Pick<Logger, 'warn'>`), so a test
 * can pass a fake and read what was said.
 */
export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
