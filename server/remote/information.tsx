// The information pages as a remote front-end (spec 2 §7 JSON render protocol): rendered here
// with React on the server from the content table, sent as JSON, mounted by the root config as
// @site/app-information. Bodies are text blocks rendered as React text: never HTML from the table.
import { renderToString } from 'react-dom/server';
import type { ContentBlock, MfJsonAnswer } from '@site/api';
import { contentElements, type ElementFactory } from '@site/api/contracts';
import { createElement } from 'react';
import type { ContentService } from '../plugins/app/content/content-service';
import { CALC_TYPES, type CalcInput, type CalcResult } from './betting-calculator';
import { type InformationView, loadInformation, type NavLink } from './information-content';
import { type InformationWords, informationWords } from './information-words';

export { informationPage } from './information-paths';

export const INFORMATION_APP = '@site/app-information';

/** The answer of the protocol, as the root config validates it. */
export type MfAnswer = MfJsonAnswer;

const STYLE = `
.info-page { display: grid; grid-template-columns: 220px 1fr; gap: 24px; }
.info-page nav ul { list-style: none; padding: 0; margin: 0; }
.info-page nav li { margin: 6px 0; }
.info-page nav a[aria-current="page"] { font-weight: 700; text-decoration: none; }
.info-page article h1 { margin-top: 0; }
.info-page__chapters { display: flex; flex-wrap: wrap; gap: 6px 16px; list-style: none; padding: 0; }
.info-calc form { display: grid; gap: 8px; max-width: 420px; }
.info-calc table { border-collapse: collapse; margin-top: 12px; }
.info-calc td, .info-calc th { border: 1px solid #ccc; padding: 4px 8px; text-align: right; }
`.trim();

export interface InformationRequest {
  /** The page URL path, e.g. "/en/information/about". */
  path: string;
  /** The page's query (the betting calculator reads its form from it). */
  query?: Record<string, unknown>;
  companyName: string;
  content: ContentService;
  /** the site config's `modules.features` */
  features?: readonly string[];
}

export function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return <>{contentElements(blocks, createElement as ElementFactory<ReturnType<typeof createElement>>)}</>;
}

function Links({ links, testId, className }: { links: NavLink[]; testId: string; className?: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className} data-testid={testId}>
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} aria-current={l.current ? 'page' : undefined}>
            {l.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function money(n: number, lang: string) {
  return n.toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function Calculator({ input, result, w, lang }: { input: CalcInput | null; result: CalcResult | null; w: InformationWords; lang: string }) {
  const v = input ?? { type: 'single' as const, coefs: '', amount: '', k: '2' };
  return (
    <div className="info-calc" data-testid="betting-calculator">
      <form method="get">
        <label>
          {w.calc_type}{' '}
          <select name="type" defaultValue={v.type} data-testid="calc-type">
            {CALC_TYPES.map((t) => (
              <option key={t} value={t}>
                {w[`calc_${t}`]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w.calc_coefs} <input name="coefs" defaultValue={v.coefs} data-testid="calc-coefs" maxLength={200} required />
        </label>
        <label>
          {w.calc_amount} <input name="amount" defaultValue={v.amount} data-testid="calc-amount" inputMode="decimal" maxLength={20} required />
        </label>
        <label>
          {w.calc_k} <input name="k" type="number" min={2} max={19} defaultValue={v.k} data-testid="calc-k" />
        </label>
        <button type="submit" data-testid="calc-submit">
          {w.calc_submit}
        </button>
      </form>
      {result && !result.ok && (
        <p role="alert" data-testid="calc-error">
          {w[`calc_error_${result.error}`]}
        </p>
      )}
      {result?.ok && (
        <table data-testid="calc-result">
          <thead>
            <tr>
              <th>{w.calc_bet}</th>
              <th>{w.calc_coef}</th>
              <th>{w.calc_stake}</th>
              <th>{w.calc_win}</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>{r.coef === null ? '—' : r.coef.toFixed(3).replace(/0+$/, '').replace(/\.$/, '')}</td>
                <td>{money(r.stake, lang)}</td>
                <td>
                  {money(r.win, lang)}
                  {r.minWin !== undefined && ` (${w.calc_min_win}: ${money(r.minWin, lang)})`}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>{w.calc_total_stake}</td>
              <td data-testid="calc-total-stake">{money(result.totalStake, lang)}</td>
              <td data-testid="calc-max-win">
                {`${w.calc_max_win}: ${money(result.maxWin, lang)}`}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}

export function InformationPage({ view }: { view: InformationView }) {
  const w = informationWords[view.lang];
  return (
    <div className="info-page" data-testid="information-page" data-page={view.page} data-lang={view.lang}>
      <nav aria-label={w.nav}>
        <Links links={view.nav} testId="information-nav" />
      </nav>
      <article>
        <h1 data-testid="information-title">{view.title}</h1>
        {view.kind === 'document' && (
          <>
            <Links links={view.groups} testId="rules-groups" className="info-page__chapters" />
            {view.chapters.length > 0 && (
              <nav aria-label={w.chapters}>
                <Links links={view.chapters} testId="information-chapters" className="info-page__chapters" />
              </nav>
            )}
            <div data-testid="information-body">
              <Blocks blocks={view.blocks} />
            </div>
          </>
        )}
        {view.kind === 'list' &&
          (view.items.length === 0 ? (
            <p>{w.empty}</p>
          ) : (
            <ul data-testid="information-list">
              {view.items.map((i) => (
                <li key={i.href}>
                  <a href={i.href}>{i.title}</a>
                  <p>{i.description}</p>
                </li>
              ))}
            </ul>
          ))}
        {view.kind === 'missing' && <p data-testid="information-not-found">{view.description}</p>}
        {view.kind === 'calculator' && (
          <>
            <Blocks blocks={view.blocks} />
            <Calculator input={view.input} result={view.result} w={w} lang={view.lang} />
          </>
        )}
      </article>
    </div>
  );
}

/** The protocol answer for an information path, or null when there is no such information page. */
export async function renderInformation(request: InformationRequest): Promise<MfAnswer | null> {
  const view = await loadInformation(request.content, request.path, request.query, request.features);
  if (!view) return null;
  const body = renderToString(<InformationPage view={view} />);
  return {
    appName: INFORMATION_APP,
    title: `${view.title} | ${request.companyName}`,
    body,
    style: STYLE,
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: `<meta name="description" content="${escapeAttr(view.description)}">`,
  };
}

function escapeAttr(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
