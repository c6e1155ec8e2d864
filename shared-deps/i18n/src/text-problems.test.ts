import { commonTexts, errorsTexts, textProblems, type NamespaceTexts } from './index';

const ns = (en: object, ru: object): NamespaceTexts => ({ ns: 'probe', resources: { en, ru } as NamespaceTexts['resources'] });

test('the shared namespaces are whole in every language', () => {
  expect(textProblems(commonTexts)).toEqual([]);
  expect(textProblems(errorsTexts)).toEqual([]);
});

test('a key one language lacks is a problem, nested keys too', () => {
  expect(textProblems(ns({ a: 'A', b: { c: 'C' } }, { a: 'А', b: {} }))).toEqual(['probe:b.c is missing in ru']);
  expect(textProblems(ns({ a: 'A' }, { a: 'А', extra: 'Лишний' }))).toEqual(['probe:extra is missing in en']);
});

test('a Russian plural needs one, few, many and other; English one and other', () => {
  const en = { bets_one: '{{count}} bet', bets_other: '{{count}} bets' };
  expect(textProblems(ns(en, { bets_one: '{{count}} ставка', bets_other: '{{count}} ставки' }))).toEqual([
    'probe:bets in ru lacks the plural forms few, many',
  ]);
  expect(
    textProblems(
      ns(
        { bets_other: '{{count}} bets' },
        { bets_one: 'x {{count}}', bets_few: 'x {{count}}', bets_many: 'x {{count}}', bets_other: 'x {{count}}' },
      ),
    ),
  ).toEqual(['probe:bets in en lacks the plural form one']);
});

test('values and tags must be the same in every language; texts must not be empty', () => {
  expect(textProblems(ns({ a: 'Try in {{minutes}} min' }, { a: 'Через {{minuts}} мин' }))).toEqual([
    'probe:a in ru uses "{{minuts}}" where en uses "{{minutes}}"',
  ]);
  expect(textProblems(ns({ a: 'No. <id>{{id}}</id>' }, { a: '№ {{id}}' }))).toEqual([
    'probe:a in ru uses "{{id}}" where en uses "<id> {{id}}"',
  ]);
  expect(textProblems(ns({ a: 'A' }, { a: ' ' }))).toEqual(['probe:a in ru is empty']);
  expect(textProblems(ns({ a: 'No account? <link>Sign up</link>' }, { a: 'Нет счёта? <link>Регистрация</link>' }))).toEqual([
    'probe:a in en wraps words in <link>, an HTML tag that takes none',
    'probe:a in ru wraps words in <link>, an HTML tag that takes none',
  ]);
});
