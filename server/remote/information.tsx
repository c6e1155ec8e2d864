// The information pages as a remote front-end (spec 2 §7 JSON render protocol): rendered here
// with React on the server, sent as JSON, mounted by the root config as @site/app-information.
import { renderToString } from 'react-dom/server';
import type { MfJsonAnswer } from '@site/api';

export const INFORMATION_APP = '@site/app-information';

/** The answer of the protocol, as the root config validates it. */
export type MfAnswer = MfJsonAnswer;

interface PageText {
  title: string;
  paragraphs: string[];
}

/** The pages with written text; every other information page gets a short honest stub. */
const pages: Readonly<Record<string, (company: string) => PageText>> = {
  index: (c) => ({ title: 'Information', paragraphs: [`Everything about ${c}: the rules, how to bet, how to reach us.`] }),
  about: (c) => ({
    title: `About ${c}`,
    paragraphs: [
      `${c} is a demo sports-betting and casino site. No real money is taken or paid out.`,
      'Sports lines and live odds come from a simulator; results are settled by it too.',
    ],
  }),
  contacts: (c) => ({
    title: 'Contacts',
    paragraphs: [`Write to ${c} support from the Support page of your account, any time of day.`, 'E-mail: support@demo-bet.invalid'],
  }),
  howbet: () => ({
    title: 'How to bet',
    paragraphs: [
      'Pick an outcome in the line or live section: it goes to your coupon.',
      'Choose single, express or system, enter the amount and place the bet.',
      'The possible win is the amount times the coefficient; the coupon shows it before you place.',
    ],
  }),
  rules: (c) => ({ title: 'Betting rules', paragraphs: [`The rules of ${c}, by group and chapter.`] }),
  cookies: () => ({ title: 'Cookies', paragraphs: ['Necessary cookies are always on; functionality and marketing cookies only with your consent.'] }),
  responsiblegaming: () => ({ title: 'Responsible gaming', paragraphs: ['Set deposit, bet and session limits in your account. Play for fun, never to win money back.'] }),
};

const STYLE = `
.info-page { display: grid; grid-template-columns: 220px 1fr; gap: 24px; }
.info-page nav ul { list-style: none; padding: 0; margin: 0; }
.info-page nav li { margin: 6px 0; }
.info-page article h1 { margin-top: 0; }
`.trim();

const NAV = ['about', 'contacts', 'howbet', 'rules', 'cookies', 'responsiblegaming'] as const;

export interface InformationRequest {
  /** The page URL path, e.g. "/en/information/about". */
  path: string;
  companyName: string;
}

function titleOfSlug(slug: string): string {
  const words = slug.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Information';
}

/** Which information page a path asks for; null when it is not one of ours. */
export function informationPage(path: string): { lang: string; page: string; detail: string[] } | null {
  const segments = path.split('?')[0]!.split('/').filter(Boolean);
  const [lang, first, ...rest] = segments;
  if (!lang || !/^[a-z]{2}$/.test(lang) || !first) return null;
  if (!segments.every((s) => /^[\w.-]{1,100}$/.test(s))) return null;
  if (first === 'information') {
    const [page = 'index', ...detail] = rest;
    return { lang, page, detail };
  }
  const others = ['football-champions-rules', 'ourpartners', 'bettingalphabet', 'blog', 'news', 'cricket-app', 'ios-app', 'ipl-betting-app', 'betting-awards', 'mobile-app', 'desktop-app'];
  return others.includes(first) ? { lang, page: first, detail: rest } : null;
}

function InformationPage(props: { lang: string; page: string; detail: string[]; text: PageText }) {
  return (
    <div className="info-page" data-testid="information-page" data-page={props.page}>
      <nav aria-label="information">
        <ul>
          {NAV.map((p) => (
            <li key={p}>
              <a href={`/${props.lang}/information/${p === 'rules' ? 'rules/1' : p}`} aria-current={p === props.page ? 'page' : undefined}>
                {titleOfSlug(p === 'howbet' ? 'how to bet' : p === 'responsiblegaming' ? 'responsible gaming' : p)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article>
        <h1>{props.text.title}</h1>
        {props.detail.length > 0 && <p className="info-page__where">{props.detail.join(' / ')}</p>}
        {props.text.paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </article>
    </div>
  );
}

/** The protocol answer for an information path, or null when the path is not an information page. */
export function renderInformation(request: InformationRequest): MfAnswer | null {
  const found = informationPage(request.path);
  if (!found) return null;
  const text = pages[found.page]?.(request.companyName) ?? {
    title: titleOfSlug(found.page),
    paragraphs: ['This information page has no text in the demo yet.'],
  };
  const body = renderToString(<InformationPage lang={found.lang} page={found.page} detail={found.detail} text={text} />);
  const description = text.paragraphs[0] ?? text.title;
  return {
    appName: INFORMATION_APP,
    title: `${text.title} | ${request.companyName}`,
    body,
    style: STYLE,
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: `<meta name="description" content="${escapeAttr(description)}">`,
  };
}

function escapeAttr(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
