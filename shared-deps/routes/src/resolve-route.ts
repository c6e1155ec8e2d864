import { checkRequest } from './check-request';
import { routeGuards, type Decision } from './guards';
import { chooseLanguage, readLanguagePrefix } from './language';
import { isAvailable } from './availability';
import { fillPattern, matchFirst } from './match-path';
import { joinQuery, queryValue, withoutParam, withQuery } from './query';
import { redirectTable } from './redirect-table';
import { routeTable } from './route-table';
import { siteStateDecision } from './site-state';
import { langPath, languageRoot } from './to-path';
import {
  NOT_FOUND_MESSAGE,
  type NotFoundResult,
  type PageResult,
  type RedirectResult,
  type ResolveOptions,
  type RouteContext,
  type RouteDef,
  type RouteFlags,
  type RouteRequest,
  type RouteResult,
} from './types';
import { PLATFORM_TYPE_PARAM } from './well-known-paths';

/** Per-call state: the warnings of this resolution and where they are logged. */
class Resolution {
  readonly warnings: string[] = [];
  constructor(
    private readonly options: ResolveOptions,
    /** The requested URL as it will appear in a Location header. */
    readonly url: string,
  ) {}

  warn(message: string): void {
    this.warnings.push(message);
    this.options.logger?.warn(`[routes] ${message}`);
  }

  notFound(lang: string, reason: string, status: 404 | 414 = 404): NotFoundResult {
    return { kind: 'not-found', status, lang, layout: 'main', application: '@site/app-not-found', message: NOT_FOUND_MESSAGE, reason, warnings: this.warnings };
  }

  /** spec 2 §4: a redirect to the same URL is suppressed and logged (undefined = carry on). */
  redirect(location: string, status: 301 | 302, reason: string): RedirectResult | undefined {
    if (location === this.url) {
      this.warn(`redirect to the same URL suppressed: ${location} (${reason})`);
      return undefined;
    }
    return { kind: 'redirect', status, location, reason, warnings: this.warnings };
  }

  decide(decision: Decision, lang: string): RouteResult | undefined {
    if (decision === undefined) return undefined;
    if (decision.kind === 'not-found') return this.notFound(lang, decision.reason);
    return this.redirect(decision.location, decision.status, decision.reason);
  }
}

function resolvedFlags(route: RouteDef, ctx: RouteContext): RouteFlags {
  const spec = route.flags ?? {};
  const showBottom = spec.showBottomNavigationWhen !== undefined && ctx.flags[spec.showBottomNavigationWhen];
  return {
    needsAuth: spec.needsAuth === true,
    allowedWhenBanned: spec.allowedWhenBanned !== undefined,
    forbiddenFlag: spec.forbiddenFlag === true,
    feature: spec.feature ?? null,
    hideBottomNavigation: spec.hideBottomNavigation === true && !showBottom,
    hideFooter: spec.hideFooter === true,
    hideSeoBlock: spec.hideSeoBlock === true,
    hideHeader: spec.hideHeader === true,
  };
}

function blockedFragment(below: readonly string[], ctx: RouteContext): string | undefined {
  const path = `/${below.join('/')}`;
  return ctx.flags.blockedPathFragments.find((fragment) => fragment !== '' && path.includes(fragment));
}

function resolveChecked(req: RouteRequest, ctx: RouteContext, options: ResolveOptions): RouteResult {
  const checked = checkRequest(req);
  const languageInput = { ...ctx, languages: ctx.languages };
  if (!checked.ok) {
    const first = typeof req.path === 'string' ? req.path.split('/')[1] : undefined;
    const prefix = readLanguagePrefix(first, languageInput);
    const lang = prefix.kind === 'valid' ? prefix.lang : chooseLanguage(languageInput);
    return new Resolution(options, '').notFound(lang, checked.reason, checked.status);
  }
  const { segments, query } = checked;
  const rawUrl = withQuery(checked.path, query);
  const run = new Resolution(options, rawUrl);

  // 1. the language prefix (spec 2 §5)
  const prefix = readLanguagePrefix(segments[0], languageInput);
  if (prefix.kind !== 'valid') {
    const below = prefix.kind === 'invalid' ? segments.slice(1) : segments;
    if (prefix.kind === 'invalid') run.warn(`invalid language prefix "${prefix.segment}"`);
    const lang = chooseLanguage(languageInput);
    const location = withQuery(langPath(lang, below.join('/')), query);
    return run.redirect(location, 302, `language prefix ${prefix.kind}`) ?? run.notFound(lang, 'language redirect loop');
  }
  const lang = prefix.lang;
  const below = segments.slice(1);

  // 2. whole-site states: maintenance and blocks
  const state = run.decide(siteStateDecision(below, ctx, lang), lang);
  if (state) return state;

  // 3. blocked path fragments
  const fragment = blockedFragment(below, ctx);
  if (fragment !== undefined) return run.notFound(lang, `blocked path fragment "${fragment}"`);

  // 4. fixed redirects
  const redirects = (options.redirects ?? redirectTable)
    .filter((def) => isAvailable(def.availability, ctx))
    .map((def) => ({ path: def.from, params: def.params, def }));
  const redirect = matchFirst(redirects, below);
  if (redirect) {
    const { def } = redirect.entry;
    const target = fillPattern(def.to, redirect.params);
    if (target !== undefined) {
      const location = withQuery(langPath(lang, target), joinQuery(def.toQuery, query));
      const result = run.redirect(location, def.status, def.reason);
      if (result) return result;
    }
  }

  // 5. the route table
  const match = matchFirst(options.routes ?? routeTable, below);
  const platformType = query === '' ? undefined : queryValue(query, PLATFORM_TYPE_PARAM);
  if (!match) {
    if (platformType !== undefined) {
      // spec 2 §2: platform_type on an unknown route goes home without the parameter
      const home = run.redirect(withQuery(languageRoot(lang), withoutParam(query, PLATFORM_TYPE_PARAM)), 302, 'platform_type on an unknown route');
      if (home) return home;
    }
    return run.notFound(lang, 'no route matches');
  }

  // 6. guards, in order
  for (const guard of routeGuards) {
    const result = run.decide(guard({ route: match.entry, ctx, lang, url: rawUrl }), lang);
    if (result) return result;
  }

  const page: PageResult = {
    kind: 'page',
    status: 200,
    lang,
    layout: match.entry.layout,
    application: match.entry.application,
    route: match.entry.name,
    params: match.params,
    flags: resolvedFlags(match.entry, ctx),
    warnings: run.warnings,
  };
  if (platformType !== undefined) page.platformType = platformType;
  return page;
}

/**
 * The route decision for one request (spec 1 §2, spec 2 §2, §4, §5): a page to render, a
 * redirect, or not-found. Pure: the same request and context give the same answer, the
 * only side channel is `options.logger`. Never throws; any surprise is a 404.
 */
export function resolveRoute(req: RouteRequest, ctx: RouteContext, options: ResolveOptions = {}): RouteResult {
  try {
    return resolveChecked(req, ctx, options);
  } catch (error) {
    const message = `route resolution failed: ${error instanceof Error ? error.message : String(error)}`;
    options.logger?.warn(`[routes] ${message}`);
    const lang = typeof ctx?.languages?.default === 'string' ? ctx.languages.default : 'en';
    return { kind: 'not-found', status: 404, lang, layout: 'main', application: '@site/app-not-found', message: NOT_FOUND_MESSAGE, reason: message, warnings: [message] };
  }
}
