import type { ParcelConfig } from 'single-spa';
import type { Logger } from '@site/api';
import { buildMfRequest, isAllowedOrigin, type MfJsonAnswer, parseMfAnswer } from './json-protocol';
import { MfLoadError } from './load-error';
import { MfStatus } from './mf-status';
import type { RemoteSource } from './remote-source';

export interface JsonSourceOptions {
  /** The application name the answer must carry. */
  name: string;
  frontendUrl: string;
  allowedOrigins: readonly string[];
  /** The current path and query, read at each load. */
  path(): string;
  fetch?: typeof fetch;
  doc?: Document;
  log?: Pick<Logger, 'warn'>;
}

/**
 * A remote front-end rendered on its server and sent as JSON (spec 2 §7). Loading fetches and
 * judges the answer for the current path; mounting puts it in the page.
 *
 * `codeToEval` is never evaluated, whatever the origin: evaluating strings needs
 * 'unsafe-eval' in the content security policy and turns any injection into the answer into
 * code on our page. Code a front-end needs comes as files through `scriptsToLoad`, from
 * allowed origins only, where it can be cached and covered by the policy. A non-empty
 * `codeToEval` is logged so a front-end relying on it is noticed.
 */
export function jsonSource(options: JsonSourceOptions): RemoteSource {
  const doc = options.doc ?? document;
  const fetchFn = options.fetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? console;
  let controller: AbortController | null = null;

  const fail = (kind: 'fetch' | 'protocol' | 'origin', detail: string, cause?: unknown) =>
    new MfLoadError(options.name, MfStatus.Loading, kind, detail, cause);

  return {
    async load(): Promise<ParcelConfig> {
      const pageHref = doc.location?.href ?? 'http://localhost/';
      if (!isAllowedOrigin(options.frontendUrl, options.allowedOrigins, pageHref)) {
        throw fail('origin', `${options.frontendUrl} is not on an allowed origin`);
      }
      const { url, init } = buildMfRequest({ frontendUrl: options.frontendUrl, path: options.path() });
      controller = new AbortController();
      let response: Response;
      try {
        response = await fetchFn(url, { ...init, signal: controller.signal });
      } catch (error) {
        throw fail('fetch', `request failed: ${error instanceof Error ? error.message : String(error)}`, error);
      }
      if (!response.ok) throw fail('fetch', `HTTP ${response.status} from ${url}`);
      const text = await response.text();
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        throw fail('protocol', 'the answer is not JSON');
      }
      const parsed = parseMfAnswer(raw, { allowedOrigins: options.allowedOrigins, pageHref, expectedAppName: options.name });
      if (!parsed.ok) throw fail('protocol', parsed.error);
      if (parsed.value.codeToEval.trim() !== '') log.warn(`remote front-end "${options.name}": codeToEval ignored (never evaluated)`);
      return jsonParcel(parsed.value, doc);
    },
    forget() {
      controller?.abort();
      controller = null;
    },
    // Each path has its own answer: there is never anything to reuse.
    isLoaded: () => false,
    entryUrl: () => null,
  };
}

/** Lifecycles that show one answer: body and style in the element, css and head tags in <head>. */
export function jsonParcel(answer: MfJsonAnswer, doc: Document = document): ParcelConfig {
  let cleanup: (() => void) | null = null;
  return {
    name: answer.appName,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const el = (props as unknown as { domElement: HTMLElement }).domElement;
      cleanup = renderAnswer(el, answer, doc);
    },
    unmount: async () => {
      cleanup?.();
      cleanup = null;
    },
  };
}

export function renderAnswer(el: HTMLElement, answer: MfJsonAnswer, doc: Document): () => void {
  const added: Element[] = [];
  const root = doc.createElement('div');
  root.setAttribute('data-mf-app', answer.appName);
  if (answer.style) {
    const style = doc.createElement('style');
    style.textContent = answer.style;
    root.appendChild(style);
  }
  root.appendChild(sanitizedFragment(answer.body, doc));
  el.replaceChildren(root);
  for (const href of answer.cssToLoad) {
    if ([...doc.head.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.getAttribute('href') === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.setAttribute('data-mf', answer.appName);
    doc.head.appendChild(link);
    added.push(link);
  }
  for (const tag of headTags(answer.head, doc)) {
    tag.setAttribute('data-mf', answer.appName);
    doc.head.appendChild(tag);
    added.push(tag);
  }
  // Scripts stay once loaded (a script cannot be taken back); each URL loads once per page.
  for (const src of answer.scriptsToLoad) {
    if ([...doc.querySelectorAll('script[src]')].some((x) => x.getAttribute('src') === src)) continue;
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    doc.head.appendChild(script);
  }
  const previousTitle = doc.title;
  if (answer.title) doc.title = answer.title;
  return () => {
    for (const tag of added) tag.remove();
    root.remove();
    if (answer.title && doc.title === answer.title) doc.title = previousTitle;
  };
}

const DROPPED_ELEMENTS = 'script, iframe, object, embed, base, frame, frameset, meta, link';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'];

/**
 * The body as nodes, without anything that runs code: no script-like elements, no on*
 * handlers, no javascript: URLs. Code comes only through `scriptsToLoad`.
 */
export function sanitizedFragment(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const fragment = template.content;
  fragment.querySelectorAll(DROPPED_ELEMENTS).forEach((n) => n.remove());
  fragment.querySelectorAll('*').forEach((node) => {
    for (const attr of [...node.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) node.removeAttribute(attr.name);
      else if (URL_ATTRIBUTES.includes(name) && (name === 'srcdoc' || /^\s*(javascript|data|vbscript):/i.test(attr.value))) node.removeAttribute(attr.name);
    }
  });
  return fragment;
}

/** The head part: only <meta name|property content> and <link rel=canonical|alternate> survive. */
export function headTags(html: string, doc: Document): Element[] {
  if (!html.trim()) return [];
  const template = doc.createElement('template');
  template.innerHTML = html;
  const kept: Element[] = [];
  for (const node of [...template.content.children]) {
    const tag = node.tagName.toLowerCase();
    if (tag === 'meta' && (node.hasAttribute('name') || node.hasAttribute('property')) && !node.hasAttribute('http-equiv') && !node.hasAttribute('charset')) {
      const meta = doc.createElement('meta');
      for (const a of ['name', 'property', 'content']) if (node.hasAttribute(a)) meta.setAttribute(a, node.getAttribute(a) ?? '');
      kept.push(meta);
    } else if (tag === 'link' && /^(canonical|alternate)$/i.test(node.getAttribute('rel') ?? '')) {
      const href = node.getAttribute('href') ?? '';
      if (!isHttpUrl(href, doc.location?.href ?? 'http://localhost/')) continue;
      const link = doc.createElement('link');
      for (const a of ['rel', 'href', 'hreflang']) if (node.hasAttribute(a)) link.setAttribute(a, node.getAttribute(a) ?? '');
      kept.push(link);
    }
  }
  return kept;
}

function isHttpUrl(href: string, base: string): boolean {
  try {
    return /^https?:$/.test(new URL(href, base).protocol);
  } catch {
    return false;
  }
}
