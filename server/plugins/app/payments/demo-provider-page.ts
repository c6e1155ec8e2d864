// The demo provider's hosted page as HTML: no script and no inline event handlers (the site's
// CSP refuses them), one form that POSTs the choice to the same address.

export interface ProviderPageRequest {
  id: number;
  ref: string;
  amount: number;
  currency: string;
  status: string;
  lang: string;
}

const WORDS = {
  en: {
    title: 'Demo payment provider',
    demo: 'Demo: no real money moves.',
    pay: 'Pay {amount} {currency} to Demo Bet (request {id})',
    confirm: 'Pay',
    decline: 'Decline (card refused)',
    cancel: 'Cancel and go back',
    done: 'This payment is already {status}.',
    statuses: { success: 'paid', failed: 'declined or cancelled' } as Record<string, string>,
    back: 'Back to the site',
    missing: 'There is no such payment.',
  },
  ru: {
    title: 'Демо-платёжная система',
    demo: 'Демо: настоящие деньги не списываются.',
    pay: 'Оплата {amount} {currency} в Demo Bet (заявка {id})',
    confirm: 'Оплатить',
    decline: 'Отклонить (карта не принята)',
    cancel: 'Отменить и вернуться',
    done: 'Этот платёж уже {status}.',
    statuses: { success: 'оплачен', failed: 'отклонён или отменён' } as Record<string, string>,
    back: 'Вернуться на сайт',
    missing: 'Такого платежа нет.',
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => escape(String(values[k] ?? '')));

/** The page of one deposit, or the "no such payment" page for null. */
export function providerPage(request: ProviderPageRequest | null): string {
  const lang = request?.lang === 'ru' ? 'ru' : 'en';
  const w = WORDS[lang];
  let main: string;
  if (!request) main = `<p data-testid="provider-missing">${w.missing}</p>`;
  else if (request.status !== 'pending') {
    main = `<p data-testid="provider-done">${fill(w.done, { status: w.statuses[request.status] ?? request.status })}</p><p><a href="/${lang}/office/historypay">${w.back}</a></p>`;
  } else {
    main = `<p data-testid="provider-amount">${fill(w.pay, { amount: request.amount, currency: request.currency, id: request.id })}</p>
<form method="post" action="/demo-provider/pay/${escape(request.ref)}">
<button type="submit" name="action" value="confirm" data-testid="provider-confirm">${w.confirm}</button>
<button type="submit" name="action" value="decline" data-testid="provider-decline">${w.decline}</button>
<button type="submit" name="action" value="cancel" data-testid="provider-cancel">${w.cancel}</button>
</form>`;
  }
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${w.title}</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto">
<h1>${w.title}</h1>
<p><em>${w.demo}</em></p>
${main}
</body></html>
`;
}
