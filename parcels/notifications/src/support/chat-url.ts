import type { SiteConfig } from '@site/api';

/**
 * The chat provider's address from the site config (`support.chatUrl`, set by the operator with
 * `admin flag support.chatUrl '"https://..."'`); null without one or with anything but an
 * http(s) address.
 */
export function chatUrlOf(config: SiteConfig | null): string | null {
  const raw: unknown = (config?.support as Record<string, unknown> | undefined)?.chatUrl;
  if (typeof raw !== 'string' || raw.length > 2000) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
