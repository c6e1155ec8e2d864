import { createElement, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  CONTENT_LANGS,
  CONTENT_SLUG_PATTERN,
  contentElements,
  messageOf,
  type ContentItemAnswer,
  type ContentLang,
  type ContentSummary,
  type ElementFactory,
  type Message,
} from '@site/api';
import { MessageText, Skeleton } from '@site/ui';
import { useCasino } from '../casino-context';
import { CasinoNav } from './casino-nav';

/**
 * The casino's bonus pages (spec 1 §2: `bonus/casino`, `bonus/casino/{id}` landing,
 * `bonus/casino/promotions/{id}`) are documents of the content table, like every promotion, so
 * the operator edits them with `admin content set` / `admin promo set`. A landing or promotion
 * is the casino's when its slug starts with one of these (the legacy `slot_first_deposit` lands
 * on `bonus/casino/slot-first-deposit`).
 */
export const CASINO_CONTENT_PREFIXES = ['casino-', 'slot-'] as const;
export const isCasinoContent = (slug: string) => CASINO_CONTENT_PREFIXES.some((p) => slug.startsWith(p));

type Kind = 'promotion' | 'landing';
type State<T> = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error'; message: Message } | { kind: 'ready'; value: T };

/** The content language of the page: one of the content table's six, else English. */
const contentLang = (lang: string): ContentLang => ((CONTENT_LANGS as readonly string[]).includes(lang) ? (lang as ContentLang) : 'en');

function useContent<T>(load: (lang: ContentLang, signal: AbortSignal) => Promise<T>, key: string): State<T> {
  const { lang } = useCasino();
  const [state, setState] = useState<State<T>>({ kind: 'loading' });
  useEffect(() => {
    const c = new AbortController();
    setState({ kind: 'loading' });
    load(contentLang(lang), c.signal).then(
      (value) => !c.signal.aborted && setState({ kind: 'ready', value }),
      (e: unknown) => !c.signal.aborted && setState(e instanceof ApiError && e.status === 404 ? { kind: 'missing' } : { kind: 'error', message: messageOf(e) }),
    );
    return () => c.abort();
    // key stands for load
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lang]);
  return state;
}

function NotReady({ state }: { state: Exclude<State<unknown>, { kind: 'ready' }> }) {
  const { t } = useTranslation('casino');
  if (state.kind === 'loading') return <Skeleton />;
  if (state.kind === 'missing') return <p data-testid="casino-bonus-not-found">{t('bonus_not_found')}</p>;
  return (
    <p role="alert" data-testid="casino-error">
      <MessageText message={state.message} />
    </p>
  );
}

/** `bonus/casino`: the casino's landings and promotions, each linking its page, and the tournaments. */
export function CasinoBonusesPage() {
  const { t } = useTranslation('casino');
  const { api, lang } = useCasino();
  const state = useContent(
    async (l, signal) => {
      const [landings, promotions] = await Promise.all([api.contentList('landing', l, signal), api.contentList('promotion', l, signal)]);
      const casino = (kind: Kind, items: ContentSummary[]) => items.filter((i) => isCasinoContent(i.slug)).map((i) => ({ ...i, kind }));
      return [...casino('landing', landings.items), ...casino('promotion', promotions.items)];
    },
    'bonuses',
  );
  return (
    <section className="casino-app" data-testid="casino-bonuses">
      <header className="casino-head">
        <h1>{t('bonuses_title')}</h1>
      </header>
      <CasinoNav />
      {state.kind !== 'ready' ? (
        <NotReady state={state} />
      ) : (
        <ul data-testid="casino-bonus-list">
          {state.value.map((i) => {
            const href = `/${lang}/bonus/casino/${i.kind === 'promotion' ? 'promotions/' : ''}${i.slug}`;
            return (
              <li key={`${i.kind}:${i.slug}`} data-testid="casino-bonus-card">
                <h2>
                  <a href={href}>{i.title}</a>
                </h2>
                <p>{i.description}</p>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <a href={`/${lang}/bonus/casino/tournaments`} data-testid="casino-bonuses-tournaments">
          {t('tournaments')}
        </a>
      </p>
    </section>
  );
}

/** `bonus/casino/{id}` (a landing) and `bonus/casino/promotions/{id}` (a promotion): the document, as text (never HTML). */
export function CasinoBonusPage({ kind, slug }: { kind: Kind; slug: string }) {
  const { t } = useTranslation('casino');
  const { api, lang } = useCasino();
  const valid = new RegExp(CONTENT_SLUG_PATTERN).test(slug);
  const state = useContent<ContentItemAnswer>(
    (l, signal) => (valid ? api.content(kind, slug, l, signal) : Promise.reject(new ApiError('http', 404, 'no such slug'))),
    `${kind}:${slug}`,
  );
  return (
    <article className="casino-app" data-testid="casino-bonus-page" data-kind={kind} data-slug={slug}>
      <CasinoNav />
      {state.kind !== 'ready' ? (
        <NotReady state={state} />
      ) : (
        <>
          <h1 data-testid="casino-bonus-title">{state.value.title}</h1>
          <p>{state.value.description}</p>
          <div data-testid="casino-bonus-body">{contentElements(state.value.body, createElement as ElementFactory<ReturnType<typeof createElement>>)}</div>
        </>
      )}
      <p>
        <a href={`/${lang}/bonus/casino`} data-testid="casino-bonus-back">
          {t('bonuses_all')}
        </a>
      </p>
    </article>
  );
}
