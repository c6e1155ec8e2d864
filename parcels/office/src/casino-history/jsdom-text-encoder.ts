// jsdom has no TextEncoder, and @site/betting's fairness module (reached through @site/i18n)
// makes one when it loads: the office's casino test lends it node's. Not a test file, never bundled.
import { TextEncoder } from 'node:util';

(globalThis as Record<string, unknown>).TextEncoder ??= TextEncoder;
