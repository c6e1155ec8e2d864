import { readFileSync } from 'node:fs';

export interface ShellPage {
  status: number;
  /** Server-rendered markup put in the content slot until the applications mount. */
  content?: string;
  /** Data for the inline boot script (JSON, read before anything else runs). */
  boot?: Record<string, unknown>;
  title?: string;
  /** This answer's CSP nonce (reply.scriptNonce): put on every inline script of the shell. */
  nonce?: string;
}

/** What the build writes in every inline script's nonce attribute (scripts/build/html.mjs, root-config/index.html). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page shell written by the build (index.<env>.html, import map inlined). Read once in
 * production; in development every request re-reads it so a rebuild shows without a restart.
 */
export class ShellRenderer {
  private cached: string | null = null;

  constructor(
    private readonly file: string,
    private readonly reread: boolean,
  ) {}

  template(): string {
    if (this.cached !== null && !this.reread) return this.cached;
    try {
      this.cached = readFileSync(this.file, 'utf8');
    } catch {
      this.cached = '<!doctype html><title>Not built</title><p>The site is not built yet: run <code>npm run build</code>.</p><!--content-->';
    }
    return this.cached;
  }

  render(page: ShellPage): string {
    const boot = JSON.stringify(page.boot ?? {}).replace(/</g, '\\u003c');
    // the nonce first: the content and boot data are not the build's, a placeholder in them stays text
    const nonce = (page.nonce ?? '').replace(/[^A-Za-z0-9+/=]/g, '');
    let html = this.template()
      .replaceAll(NONCE_PLACEHOLDER, nonce)
      .replace('<!--content-->', () => page.content ?? '')
      .replace('<!--boot-data-->', () => boot);
    if (page.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    return html;
  }
}

export { escapeHtml };
