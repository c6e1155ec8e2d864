import { supportedLanguages } from './languages';
import type { NamespaceTexts, Texts } from './texts';

const PLURAL_SUFFIX = /^(.+)_(zero|one|two|few|many|other)$/;
// Trans parses its tags as HTML: one of these never has children, so `<link>Sign up</link>`
// would show an empty link and the words beside it.
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

function flatten(texts: Texts, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) flatten(value as Texts, path, into);
    else into.set(path, value);
  }
  return into;
}

/** The `{{name}}` values and `<tag>`s a sentence uses, sorted: every language must use the same. */
function placeholders(text: unknown): string {
  if (typeof text !== 'string') return '';
  const names = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort().join(' ');
}

/**
 * What is wrong with a namespace's languages, one sentence per problem (empty: nothing):
 * a key one language has and another lacks, a plural without every form its language has
 * (Russian: one, few, many, other), an empty text, a sentence whose `{{values}}` or `<tags>`
 * differ from the English one.
 */
export function textProblems(texts: NamespaceTexts): string[] {
  const problems: string[] = [];
  const flat = new Map(supportedLanguages.map((lang) => [lang, flatten(texts.resources[lang] ?? {})]));
  // key -> plural base (or the key itself), per language
  const units = new Map<string, { plural: boolean; byLang: Map<string, Map<string, unknown>> }>();
  for (const [lang, entries] of flat) {
    for (const [key, value] of entries) {
      const m = PLURAL_SUFFIX.exec(key);
      const unit = m ? m[1]! : key;
      const entry = units.get(unit) ?? { plural: false, byLang: new Map() };
      entry.plural ||= m !== null;
      const forms = entry.byLang.get(lang) ?? new Map<string, unknown>();
      forms.set(m ? m[2]! : '', value);
      entry.byLang.set(lang, forms);
      units.set(unit, entry);
    }
  }
  for (const [unit, { plural, byLang }] of units) {
    const where = `${texts.ns}:${unit}`;
    for (const lang of supportedLanguages) {
      const forms = byLang.get(lang);
      if (!forms) {
        problems.push(`${where} is missing in ${lang}`);
        continue;
      }
      if (plural) {
        const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
        const lacking = needed.filter((f) => !forms.has(f));
        if (lacking.length > 0)
          problems.push(`${where} in ${lang} lacks the plural form${lacking.length > 1 ? 's' : ''} ${lacking.join(', ')}`);
        if (forms.has('')) problems.push(`${where} in ${lang} is both a plural and a plain key`);
      }
      for (const [form, value] of forms) {
        if (typeof value !== 'string' || value.trim() === '') problems.push(`${where}${form ? `_${form}` : ''} in ${lang} is empty`);
        for (const m of String(value).matchAll(/<(\w+)>/g)) if (VOID_TAGS.has(m[1]!.toLowerCase())) problems.push(`${where} in ${lang} wraps words in <${m[1]}>, an HTML tag that takes none`);
      }
    }
    const english = placeholders([...(byLang.get('en')?.values() ?? [])].join(' '));
    for (const [lang, forms] of byLang) {
      if (lang === 'en') continue;
      const own = placeholders([...forms.values()].join(' '));
      // the forms of a plural together: one form may leave out {{count}} ("одна ставка")
      if (own !== english) {
        problems.push(`${where} in ${lang} uses "${own}" where en uses "${english}"`);
      }
    }
  }
  return problems;
}
