// Component tests run in jsdom, which has neither TextEncoder nor Web Crypto; the verify page's
// shared function (@site/betting fairness) needs both. Imported first by the casino's component
// tests: it lends them node's own. Not a test file, never in a bundle.
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;
if (!(g.crypto as Crypto | undefined)?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// The virtual grid keeps the window where it is with scrollTo, which jsdom only reports as missing.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
