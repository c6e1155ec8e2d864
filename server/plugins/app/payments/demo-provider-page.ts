// The demo provider's hosted page as HTML: no script and no inline event handlers (the site's
// CSP refuses them), one form that POSTs the choice to the same address. It speaks the player's
// language (the one he came from) in the six content languages, English otherwise.
import { CONTENT_LANGS, type ContentLang } from '@site/api/contracts';

export interface ProviderPageRequest {
  id: number;
  ref: string;
  amount: number;
  currency: string;
  status: string;
  lang: string;
}

interface ProviderWords {
  title: string;
  demo: string;
  pay: string;
  confirm: string;
  decline: string;
  cancel: string;
  done: string;
  statuses: Record<string, string>;
  back: string;
  missing: string;
}

const WORDS: Record<ContentLang, ProviderWords> = {
  en: {
    title: 'Demo payment provider',
    demo: 'Demo: no real money moves.',
    pay: 'Pay {amount} {currency} to Demo Bet (request {id})',
    confirm: 'Pay',
    decline: 'Decline (card refused)',
    cancel: 'Cancel and go back',
    done: 'This payment is already {status}.',
    statuses: { success: 'paid', failed: 'declined or cancelled' },
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
    statuses: { success: 'оплачен', failed: 'отклонён или отменён' },
    back: 'Вернуться на сайт',
    missing: 'Такого платежа нет.',
  },
  uk: {
    title: 'Демо-платіжна система',
    demo: 'Демо: справжні гроші не списуються.',
    pay: 'Оплата {amount} {currency} у Demo Bet (заявка {id})',
    confirm: 'Оплатити',
    decline: 'Відхилити (картку не прийнято)',
    cancel: 'Скасувати й повернутися',
    done: 'Цей платіж уже {status}.',
    statuses: { success: 'оплачено', failed: 'відхилено або скасовано' },
    back: 'Повернутися на сайт',
    missing: 'Такого платежу немає.',
  },
  kk: {
    title: 'Демо төлем жүйесі',
    demo: 'Демо: нақты ақша есептен шығарылмайды.',
    pay: 'Demo Bet үшін {amount} {currency} төлеу ({id} өтінім)',
    confirm: 'Төлеу',
    decline: 'Бас тарту (карта қабылданбады)',
    cancel: 'Болдырмау және оралу',
    done: 'Бұл төлем: {status}.',
    statuses: { success: 'төленді', failed: 'қабылданбады немесе болдырылмады' },
    back: 'Сайтқа оралу',
    missing: 'Мұндай төлем жоқ.',
  },
  az: {
    title: 'Demo ödəniş sistemi',
    demo: 'Demo: real pul silinmir.',
    pay: 'Demo Bet üçün {amount} {currency} ödəniş ({id} nömrəli sorğu)',
    confirm: 'Ödə',
    decline: 'İmtina et (kart qəbul edilmədi)',
    cancel: 'Ləğv et və geri qayıt',
    done: 'Bu ödəniş artıq: {status}.',
    statuses: { success: 'ödənilib', failed: 'rədd edilib və ya ləğv olunub' },
    back: 'Sayta qayıt',
    missing: 'Belə ödəniş yoxdur.',
  },
  tr: {
    title: 'Demo ödeme sağlayıcısı',
    demo: 'Demo: gerçek para çekilmez.',
    pay: 'Demo Bet için {amount} {currency} ödeme ({id} numaralı talep)',
    confirm: 'Öde',
    decline: 'Reddet (kart kabul edilmedi)',
    cancel: 'İptal et ve geri dön',
    done: 'Bu ödeme zaten: {status}.',
    statuses: { success: 'ödendi', failed: 'reddedildi veya iptal edildi' },
    back: 'Siteye dön',
    missing: 'Böyle bir ödeme yok.',
  },
};

const isContentLang = (lang: string | undefined): lang is ContentLang => (CONTENT_LANGS as readonly string[]).includes(lang ?? '');

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => escape(String(values[k] ?? '')));

/** The page of one deposit, or the "no such payment" page for null. */
export function providerPage(request: ProviderPageRequest | null): string {
  // the page's words; the link back keeps the player's own language prefix
  const back = request?.lang ?? 'en';
  const lang = isContentLang(request?.lang) ? request.lang : 'en';
  const w = WORDS[lang];
  let main: string;
  if (!request) main = `<p data-testid="provider-missing">${w.missing}</p>`;
  else if (request.status !== 'pending') {
    main = `<p data-testid="provider-done">${fill(w.done, { status: w.statuses[request.status] ?? request.status })}</p><p><a href="/${escape(back)}/office/historypay">${w.back}</a></p>`;
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
