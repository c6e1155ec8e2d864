/*
 * The remote front-end JSON render protocol (spec 2 §7 "Micro-frontends"): GET, or POST with
 * the components, to the front-end URL plus the current path, with mf-render-mode=json and
 * mf-api-version=v2 (force-spa optional). Pure: building the request and judging the answer.
 */
import { MF_API_VERSION, MF_API_VERSION_HEADER, MF_FORCE_SPA_HEADER, MF_RENDER_MODE, MF_RENDER_MODE_HEADER, type MfJsonAnswer } from '@site/api';

export { MF_API_VERSION, MF_API_VERSION_HEADER, MF_FORCE_SPA_HEADER, MF_RENDER_MODE, MF_RENDER_MODE_HEADER, type MfJsonAnswer };

const STRING_FIELDS = ['appName', 'title', 'body', 'style', 'codeToEval', 'head'] as const;
const URL_LIST_FIELDS = ['cssToLoad', 'scriptsToLoad'] as const;
const ALL_FIELDS: ReadonlySet<string> = new Set<string>([...STRING_FIELDS, ...URL_LIST_FIELDS]);

/** Bounds on an answer: anything bigger is a broken front-end, not a page. */
export const MF_ANSWER_LIMITS = { bodyChars: 2_000_000, fieldChars: 200_000, titleChars: 500, urls: 32, urlChars: 2048 } as const;
const APP_NAME = /^[@A-Za-z0-9][\w@/.-]{0,99}$/;

export interface MfRequestInput {
  /** Base URL of the front-end, e.g. "/remote/information" or "https://mf.example/info". */
  frontendUrl: string;
  /** The current path with its query, e.g. "/en/information/about?x=1". */
  path: string;
  /** Components wanted from it: the request becomes a POST carrying them. */
  components?: readonly string[];
  forceSpa?: boolean;
}

export function buildMfRequest(input: MfRequestInput): { url: string; init: RequestInit } {
  const path = input.path.startsWith('/') ? input.path : `/${input.path}`;
  const url = input.frontendUrl.replace(/\/+$/, '') + path;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [MF_RENDER_MODE_HEADER]: MF_RENDER_MODE,
    [MF_API_VERSION_HEADER]: MF_API_VERSION,
  };
  if (input.forceSpa) headers[MF_FORCE_SPA_HEADER] = 'true';
  if (input.components) {
    headers['content-type'] = 'application/json';
    return { url, init: { method: 'POST', headers, body: JSON.stringify({ components: input.components }), credentials: 'same-origin' } };
  }
  return { url, init: { method: 'GET', headers, credentials: 'same-origin' } };
}

/** Same origin always; otherwise only origins the config lists (`application.remoteFrontendOrigins`). */
export function isAllowedOrigin(url: string, allowedOrigins: readonly string[], pageHref: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, pageHref);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  return parsed.origin === new URL(pageHref).origin || allowedOrigins.includes(parsed.origin);
}

export type MfParseResult = { ok: true; value: MfJsonAnswer } | { ok: false; error: string };

export interface MfParseOptions {
  allowedOrigins: readonly string[];
  pageHref: string;
  /** When given, an answer for another application is refused. */
  expectedAppName?: string;
}

/**
 * Judges a parsed JSON answer strictly: an object with exactly the eight fields, strings
 * where strings belong, lists of URLs on allowed origins, within the size bounds.
 */
export function parseMfAnswer(raw: unknown, options: MfParseOptions): MfParseResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'the answer is not a JSON object' };
  const record = raw as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !ALL_FIELDS.has(k));
  if (unknown.length > 0) return { ok: false, error: `unknown field "${unknown[0]!.slice(0, 40)}"` };
  for (const field of STRING_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string') return { ok: false, error: `"${field}" must be a string` };
    const max = field === 'body' ? MF_ANSWER_LIMITS.bodyChars : field === 'title' ? MF_ANSWER_LIMITS.titleChars : MF_ANSWER_LIMITS.fieldChars;
    if (value.length > max) return { ok: false, error: `"${field}" is longer than ${max} characters` };
  }
  const appName = record.appName as string;
  if (!APP_NAME.test(appName)) return { ok: false, error: '"appName" is not a valid name' };
  if (options.expectedAppName !== undefined && appName !== options.expectedAppName) {
    return { ok: false, error: `the answer is for "${appName}", not "${options.expectedAppName}"` };
  }
  for (const field of URL_LIST_FIELDS) {
    const list = record[field];
    if (!Array.isArray(list)) return { ok: false, error: `"${field}" must be a list of URLs` };
    if (list.length > MF_ANSWER_LIMITS.urls) return { ok: false, error: `"${field}" has more than ${MF_ANSWER_LIMITS.urls} URLs` };
    for (const url of list) {
      if (typeof url !== 'string' || url.length === 0 || url.length > MF_ANSWER_LIMITS.urlChars) return { ok: false, error: `"${field}" must hold URL strings` };
      if (!isAllowedOrigin(url, options.allowedOrigins, options.pageHref)) {
        return { ok: false, error: `"${field}" points at an origin that is not allowed: ${url.slice(0, 200)}` };
      }
    }
  }
  return {
    ok: true,
    value: {
      appName,
      title: record.title as string,
      body: record.body as string,
      style: record.style as string,
      cssToLoad: [...(record.cssToLoad as string[])],
      scriptsToLoad: [...(record.scriptsToLoad as string[])],
      codeToEval: record.codeToEval as string,
      head: record.head as string,
    },
  };
}
