import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  CONTENT_LANGS,
  CONTENT_SLUG_PATTERN,
  type ContentItemAnswer,
  type ContentLang,
  type ContentListAnswer,
  type PublicContentKind,
} from '@site/api';
import { useStores } from '@site/stores';
import { MessageText } from '@site/ui';
import { Blocks } from './blocks';
import { type Loaded, useLoad } from './use-load';

/** The content language of a page language: one of the content table's six, else English. */
export function contentLang(language: string): ContentLang {
  return (CONTENT_LANGS as readonly string[]).includes(language) ? (language as ContentLang) : 'en';
}

/** The content language of the page. */
export function useContentLang(): ContentLang {
  return contentLang(useStores().settings.language);
}

export function LoadState({ state }: { state: Exclude<Loaded<unknown>, { kind: 'ready' }> }) {
  const { t } = useTranslation('promotions');
  if (state.kind === 'loading') return <p data-testid="promotions-loading">{t('common:loading')}</p>;
  if (state.kind === 'missing') return <p data-testid="promotions-not-found">{t('not_found')}</p>;
  return (
    <p role="alert" data-testid="promotions-error">
      <MessageText message={state.message} />
    </p>
  );
}

/** A list of one kind of content (promotions, bonus rules...), each linking to `${base}/${slug}`. */
export const ContentList = observer(function ContentList({ kind, title, base }: { kind: PublicContentKind; title: string; base: string }) {
  const { t } = useTranslation('promotions');
  const { api } = useStores();
  const lang = useContentLang();
  const state = useLoad((signal) => api.get<ContentListAnswer>(`web:/content/${kind}`, { query: { lang }, signal }), [api, kind, lang]);
  return (
    <section className="promotions__list" data-testid="content-list" data-kind={kind}>
      <h1>{title}</h1>
      {state.kind !== 'ready' ? (
        <LoadState state={state} />
      ) : state.value.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className="promotions__cards">
          {state.value.items.map((item) => (
            <li key={item.slug} className="site-card promotions__card" data-testid="content-card">
              <h2>
                <a href={`${base}/${item.slug}`}>{item.title}</a>
              </h2>
              <p>{item.description}</p>
              <a href={`${base}/${item.slug}`}>{t('read_more')}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** One document of the content table (a promotion, a landing page, a bonus rule, a partner). */
export const ContentPage = observer(function ContentPage({
  kind,
  slug,
  back,
}: {
  kind: PublicContentKind;
  slug: string;
  back?: { href: string; text: string };
}) {
  const { api } = useStores();
  const lang = useContentLang();
  const valid = new RegExp(CONTENT_SLUG_PATTERN).test(slug);
  const state = useLoad(
    (signal) =>
      valid
        ? api.get<ContentItemAnswer>(`web:/content/${kind}/${slug}`, { query: { lang }, signal })
        : Promise.reject(new ApiError('http', 404, 'no such slug')),
    [api, kind, slug, lang, valid],
  );
  return (
    <article className="site-card promotions__page" data-testid="content-page" data-kind={kind} data-slug={slug}>
      {state.kind !== 'ready' ? (
        <LoadState state={state} />
      ) : (
        <>
          <h1 data-testid="content-title">{state.value.title}</h1>
          <p className="promotions__lead">{state.value.description}</p>
          <Blocks blocks={state.value.body} />
        </>
      )}
      {back && (
        <p>
          <a href={back.href} data-testid="content-back">
            {back.text}
          </a>
        </p>
      )}
    </article>
  );
});
