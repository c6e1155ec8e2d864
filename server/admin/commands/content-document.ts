import { CONTENT_LANGS, CONTENT_SLUG_PATTERN, ContentDocument, type ContentLang } from '@site/api/contracts';
import { Value } from '@sinclair/typebox/value';
import { UsageError } from '../command';

/** Checks the slug, the language and the JSON document of `content set` and `promo set`. */
export function parseContentArgs(slug: string, lang: string, json: string): { slug: string; lang: ContentLang; document: ContentDocument } {
  if (!new RegExp(CONTENT_SLUG_PATTERN).test(slug)) throw new UsageError(`slug must be lower-case letters, digits, - and _ (1 to 80), got "${slug}"`);
  if (!(CONTENT_LANGS as readonly string[]).includes(lang)) throw new UsageError(`lang must be one of ${CONTENT_LANGS.join(', ')}, got "${lang}"`);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new UsageError('the document is not JSON');
  }
  if (!Value.Check(ContentDocument, raw)) {
    const first = Value.Errors(ContentDocument, raw).First();
    throw new UsageError(`the document is not valid: ${first ? `${first.path || '/'} ${first.message}` : 'unknown error'} (expected {"title", "description", "body": [{"type": "p", "text"}...], "position"?})`);
  }
  return { slug, lang: lang as ContentLang, document: raw };
}
