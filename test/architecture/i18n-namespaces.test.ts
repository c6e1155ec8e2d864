// Every unit's words, checked across the tree: the shared namespaces of @site/i18n (`common`,
// `errors`) and each parcel's own (parcels/<name>/src/locales, namespace <name>). A key one
// language has and another lacks, a Russian or Ukrainian plural without all its forms, a sentence whose
// {{values}} differ between languages, a key a component uses that its namespace lacks, the old
// `{name}` placeholders or `useT`: each fails here, before a player sees a raw key.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { commonTexts, errorsTexts, supportedLanguages, textProblems, type NamespaceTexts, type Texts } from '@site/i18n';

const ROOT = join(__dirname, '..', '..');
const SHARED = [commonTexts, errorsTexts];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const isNamespaceTexts = (x: unknown): x is NamespaceTexts =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as NamespaceTexts).ns === 'string' &&
  typeof (x as NamespaceTexts).resources === 'object';

interface Unit {
  name: string;
  files: string[];
  texts: NamespaceTexts | null;
}

const units: Unit[] = readdirSync(join(ROOT, 'parcels'))
  .filter((name) => existsSync(join(ROOT, 'parcels', name, 'src')))
  .map((name) => {
    const locales = join(ROOT, 'parcels', name, 'src', 'locales', 'index.ts');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- found on disk, not named: a new parcel is checked without editing this test
    const texts = existsSync(locales) ? (Object.values(require(locales) as object).find(isNamespaceTexts) ?? null) : null;
    return { name, files: sources(join(ROOT, 'parcels', name, 'src')), texts };
  });
const namespaces = new Map<string, NamespaceTexts>([...SHARED, ...units.flatMap((u) => (u.texts ? [u.texts] : []))].map((t) => [t.ns, t]));

function hasKey(texts: Texts | undefined, key: string): boolean {
  let node: Texts | string | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node === 'string') return true;
  // a plural is used by its base key
  return typeof texts === 'object' && key.split('.').length === 1 && (`${key}_one` in texts || `${key}_other` in texts);
}

test.each([...namespaces.keys()])('namespace %s has every key, plural form and value in every language', (ns) => {
  expect(textProblems(namespaces.get(ns)!)).toEqual([]);
});

test('each parcel that translates owns one namespace, named after it', () => {
  for (const unit of units) {
    const translates = unit.files.some((f) => /useTranslation\(|<Trans\b/.test(readFileSync(f, 'utf8')));
    if (translates) expect({ parcel: unit.name, namespace: unit.texts?.ns }).toEqual({ parcel: unit.name, namespace: unit.name });
  }
});

test('components use their own namespace or a shared one, and only keys it has', () => {
  const problems: string[] = [];
  for (const unit of units) {
    for (const file of unit.files) {
      const code = readFileSync(file, 'utf8');
      const where = relative(ROOT, file);
      const used = [...code.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]!);
      for (const ns of used)
        if (ns !== unit.name && !SHARED.some((s) => s.ns === ns)) problems.push(`${where} uses the namespace "${ns}" of another unit`);
      const own = used[0] ?? 'common';
      const keys = [...code.matchAll(/\bt\(\s*'([^'`]+)'/g), ...code.matchAll(/i18nKey="([^"]+)"/g)].map((m) => m[1]!);
      for (const key of keys) {
        const [ns, bare] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [own, key];
        if (!hasKey(namespaces.get(ns)?.resources.en, bare)) problems.push(`${where} uses ${ns}:${bare}, which has no English words`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('the plain-TypeScript units find their words in the shared namespace', () => {
  const files = [...sources(join(ROOT, 'root-config', 'src')), ...units.flatMap((u) => u.files.filter((f) => f.endsWith('.ts')))];
  const problems: string[] = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    // createDomParcel hands its render the page's i18next: those parcels say common words too.
    if (!code.includes("from '@site/i18n'") && !code.includes('createDomParcel')) continue;
    for (const m of code.matchAll(/\bt\(\s*'([\w.-]+)'/g))
      if (!hasKey(commonTexts.resources.en, m[1]!))
        problems.push(`${relative(ROOT, file)} uses common:${m[1]}, which has no English words`);
  }
  expect(problems).toEqual([]);
});

test('one placeholder syntax (i18next {{value}}) and one hook (react-i18next), everywhere', () => {
  const flat = (t: Texts): string[] => Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : flat(v)));
  for (const texts of namespaces.values())
    for (const lang of Object.keys(texts.resources) as Array<keyof NamespaceTexts['resources']>)
      for (const text of flat(texts.resources[lang]))
        expect({ ns: texts.ns, lang, text, single: /(^|[^{])\{\w+\}(?!\})/.test(text) }).toMatchObject({ single: false });
  const everywhere = [
    ...units.flatMap((u) => u.files),
    ...sources(join(ROOT, 'shared-deps')),
    ...sources(join(ROOT, 'root-config', 'src')),
  ];
  expect(everywhere.filter((f) => /\buseT\(/.test(readFileSync(f, 'utf8'))).map((f) => relative(ROOT, f))).toEqual([]);
});

test('every language is written, not copied: a namespace of ten texts or more shares at most 30% of them with English, and at most 40% with Russian', () => {
  const flat = (t: Texts, prefix = '', out = new Map<string, string>()): Map<string, string> => {
    for (const [key, value] of Object.entries(t)) {
      if (typeof value === 'string') out.set(prefix + key, value);
      else flat(value, `${prefix}${key}.`, out);
    }
    return out;
  };
  const share = (texts: Map<string, string>, other: Map<string, string>) => [...texts].filter(([key, text]) => other.get(key) === text).length / texts.size;
  const problems: string[] = [];
  for (const texts of namespaces.values()) {
    const en = flat(texts.resources.en);
    const ru = flat(texts.resources.ru);
    for (const lang of supportedLanguages.filter((l) => l !== 'en')) {
      const own = flat(texts.resources[lang]);
      if (own.size < 10) continue;
      if (share(own, en) > 0.3) problems.push(`${texts.ns} in ${lang} repeats English in ${Math.round(share(own, en) * 100)}% of its texts`);
      if (lang !== 'ru' && share(own, ru) > 0.4) problems.push(`${texts.ns} in ${lang} repeats Russian in ${Math.round(share(own, ru) * 100)}% of its texts`);
    }
  }
  expect(problems).toEqual([]);
});
