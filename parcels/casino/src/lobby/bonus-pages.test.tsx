import '../jsdom-web-crypto';
import { screen } from '@testing-library/react';
import { byRoute } from '@site/ui/testing';
import { renderCasino, route } from '../test-world';
import { viewOf } from '../route-view';

const summary = (slug: string, title: string) => ({ slug, title, description: `${title}: the lead`, updatedAt: 0 });

test('bonus/casino: the casino landings and promotions of the content table, each linking its page, and the tournaments', async () => {
  const w = renderCasino(route('bonus-casino', {}, '/ru/bonus/casino', 'ru'), {
    lang: 'ru',
    server: byRoute({
      'GET /web-api/content/landing': [{ body: { items: [summary('welcome', 'Welcome'), summary('slot-first-deposit', 'Slots 150%')] } }],
      'GET /web-api/content/promotion': [{ body: { items: [summary('first-deposit', 'Sports 100%'), summary('casino-tournaments', 'Weekly')] } }],
    }),
  });
  const cards = await screen.findAllByTestId('casino-bonus-card');
  expect(cards.map((c) => c.querySelector('a')!.getAttribute('href'))).toEqual(['/ru/bonus/casino/slot-first-deposit', '/ru/bonus/casino/promotions/casino-tournaments']);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Бонусы казино');
  expect(screen.getByTestId('casino-bonuses-tournaments').getAttribute('href')).toBe('/ru/bonus/casino/tournaments');
  // the content is asked in the page's language
  expect(w.calls.filter((c) => c.path.startsWith('/web-api/content/')).every((c) => c.url.includes('lang=ru'))).toBe(true);
});

test('bonus/casino/{id} is a landing, bonus/casino/promotions/{id} a promotion: text blocks, never HTML; an unknown or bad slug says so', async () => {
  expect(viewOf(route('bonus-casino-landing', { id: 'slot-first-deposit' }))).toEqual({ kind: 'bonus', content: 'landing', slug: 'slot-first-deposit' });
  expect(viewOf(route('bonus-casino-promotion', { id: '5' }))).toEqual({ kind: 'bonus', content: 'promotion', slug: '5' });
  const page = renderCasino(route('bonus-casino-landing', { id: 'slot-first-deposit' }), {
    server: byRoute({
      'GET /web-api/content/landing/slot-first-deposit': [
        { body: { slug: 'slot-first-deposit', lang: 'en', title: '150% for slots', description: 'Up to 200 EUR', updatedAt: 0, body: [{ type: 'p', text: '<b>bold</b>' }] } },
      ],
    }),
  });
  expect((await screen.findByTestId('casino-bonus-title')).textContent).toBe('150% for slots');
  expect(screen.getByTestId('casino-bonus-body').innerHTML).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>');
  expect(screen.getByTestId('casino-bonus-back').getAttribute('href')).toBe('/en/bonus/casino');
  page.view.unmount();

  const missing = renderCasino(route('bonus-casino-promotion', { id: 'gone' }), {
    server: byRoute({ 'GET /web-api/content/promotion/gone': [{ status: 404, body: { errors: [{ status: '404', code: 'content.not_found', detail: 'x' }] } }] }),
  });
  expect(await screen.findByTestId('casino-bonus-not-found')).toBeTruthy();
  missing.view.unmount();

  const bad = renderCasino(route('bonus-casino-landing', { id: '../x' }));
  expect(await screen.findByTestId('casino-bonus-not-found')).toBeTruthy();
  expect(bad.calls.filter((c) => c.path.startsWith('/web-api/content/'))).toEqual([]);
});
