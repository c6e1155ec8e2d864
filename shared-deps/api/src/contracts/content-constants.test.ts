import { contentElements, safeContentHref } from './content-constants';

const h = (tag: string, props: Record<string, unknown> | null, ...children: unknown[]) => ({ tag, props, children });

test('links go only to site paths and https URLs', () => {
  expect(['/en/promotions', 'https://example.com/x'].map(safeContentHref)).toEqual(['/en/promotions', 'https://example.com/x']);
  expect(['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'http://plain.example', ' /en'].map(safeContentHref)).toEqual([undefined, undefined, undefined, undefined, undefined]);
});

test('every block becomes its element with its text as a child, a bad link loses its href', () => {
  const out = contentElements(
    [
      { type: 'h2', text: 'Terms', id: 'terms' },
      { type: 'p', text: '<b>x</b>' },
      { type: 'list', items: ['a', 'b'] },
      { type: 'link', text: 'Go', href: 'javascript:alert(1)' },
    ],
    h,
  );
  expect(out).toEqual([
    { tag: 'h2', props: { key: 0, id: 'terms' }, children: ['Terms'] },
    { tag: 'p', props: { key: 1 }, children: ['<b>x</b>'] },
    { tag: 'ul', props: { key: 2 }, children: [{ tag: 'li', props: { key: 0 }, children: ['a'] }, { tag: 'li', props: { key: 1 }, children: ['b'] }] },
    { tag: 'p', props: { key: 3 }, children: [{ tag: 'a', props: { href: undefined }, children: ['Go'] }] },
  ]);
});
