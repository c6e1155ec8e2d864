import { providerPage } from './demo-provider-page';

const request = { id: 3, ref: 'a'.repeat(32), amount: 150.5, currency: 'RUB', status: 'pending', lang: 'en' };

describe("the demo provider's page", () => {
  test('a pending payment: the amount and one form posting confirm, decline or cancel to the same address; no script', () => {
    const html = providerPage(request);
    expect(html).toContain('Pay 150.5 RUB to Demo Bet (request 3)');
    expect(html).toContain(`<form method="post" action="/demo-provider/pay/${'a'.repeat(32)}">`);
    expect([...html.matchAll(/name="action" value="(\w+)"/g)].map((m) => m[1])).toEqual(['confirm', 'decline', 'cancel']);
    expect(html).not.toMatch(/<script|on\w+=/i);
  });
  test('in Russian; a settled payment; a missing one; values are escaped', () => {
    expect(providerPage({ ...request, lang: 'ru' })).toContain('Оплатить');
    expect(providerPage({ ...request, status: 'success' })).toContain('This payment is already paid.');
    expect(providerPage(null)).toContain('There is no such payment.');
    expect(providerPage({ ...request, currency: '<b>' })).toContain('&#60;b&#62;');
  });
});
