import { commonTexts, errorsTexts, textProblems, type NamespaceTexts } from './index';

/** A probe namespace: Ukrainian says what Russian says, Kazakh, Azerbaijani and Turkish what English says. */
const ns = (en: object, ru: object, uk: object = ru): NamespaceTexts => ({
  ns: 'probe',
  resources: { en, ru, uk, kk: en, az: en, tr: en } as NamespaceTexts['resources'],
});

test('the shared namespaces are whole in every language', () => {
  expect(textProblems(commonTexts)).toEqual([]);
  expect(textProblems(errorsTexts)).toEqual([]);
});

test('a key one language lacks is a problem, nested keys too', () => {
  expect(textProblems(ns({ a: 'A', b: { c: 'C' } }, { a: 'А', b: {} }))).toEqual(['probe:b.c is missing in ru', 'probe:b.c is missing in uk']);
  expect(textProblems(ns({ a: 'A' }, { a: 'А' }, { a: 'А', extra: 'Зайвий' }))).toEqual([
    'probe:extra is missing in en',
    'probe:extra is missing in ru',
    'probe:extra is missing in kk',
    'probe:extra is missing in az',
    'probe:extra is missing in tr',
  ]);
});

test('a Russian or Ukrainian plural needs one, few, many and other; English, Kazakh, Azerbaijani and Turkish one and other', () => {
  const en = { bets_one: '{{count}} bet', bets_other: '{{count}} bets' };
  const ru = { bets_one: '{{count}} ставка', bets_few: '{{count}} ставки', bets_many: '{{count}} ставок', bets_other: '{{count}} ставки' };
  expect(textProblems(ns(en, ru))).toEqual([]);
  expect(textProblems(ns(en, { bets_one: '{{count}} ставка', bets_other: '{{count}} ставки' }))).toEqual([
    'probe:bets in ru lacks the plural forms few, many',
    'probe:bets in uk lacks the plural forms few, many',
  ]);
  expect(textProblems(ns(en, ru, { bets_one: '{{count}} ставка', bets_few: '{{count}} ставки', bets_other: '{{count}} ставки' }))).toEqual([
    'probe:bets in uk lacks the plural form many',
  ]);
  expect(
    textProblems(
      ns(
        { bets_other: '{{count}} bets' },
        { bets_one: 'x {{count}}', bets_few: 'x {{count}}', bets_many: 'x {{count}}', bets_other: 'x {{count}}' },
      ),
    ),
  ).toEqual([
    'probe:bets in en lacks the plural form one',
    'probe:bets in kk lacks the plural form one',
    'probe:bets in az lacks the plural form one',
    'probe:bets in tr lacks the plural form one',
  ]);
});

test('values and tags must be the same in every language; texts must not be empty', () => {
  expect(textProblems(ns({ a: 'Try in {{minutes}} min' }, { a: 'Через {{minutes}} мин' }, { a: 'За {{minuts}} хв' }))).toEqual([
    'probe:a in uk uses "{{minuts}}" where en uses "{{minutes}}"',
  ]);
  expect(textProblems(ns({ a: 'No. <id>{{id}}</id>' }, { a: '№ {{id}}' }, { a: '№ <id>{{id}}</id>' }))).toEqual([
    'probe:a in ru uses "{{id}}" where en uses "<id> {{id}}"',
  ]);
  expect(textProblems(ns({ a: 'A' }, { a: 'А' }, { a: ' ' }))).toEqual(['probe:a in uk is empty']);
  expect(textProblems(ns({ a: 'No account? <link>Sign up</link>' }, { a: 'Нет счёта? <link>Регистрация</link>' }))).toEqual([
    'probe:a in en wraps words in <link>, an HTML tag that takes none',
    'probe:a in ru wraps words in <link>, an HTML tag that takes none',
    'probe:a in uk wraps words in <link>, an HTML tag that takes none',
    'probe:a in kk wraps words in <link>, an HTML tag that takes none',
    'probe:a in az wraps words in <link>, an HTML tag that takes none',
    'probe:a in tr wraps words in <link>, an HTML tag that takes none',
  ]);
});
