import { isRecord } from '@site/api';
import { applications, type AppName, blockReasonPages, isStatusPageName, type LayoutName, layouts, type RouteFlags } from '@site/routes';
import { quietSiteState, type SiteState } from './route-context';

/** The page the server resolved for this document (`boot.page`, server/plugins/app/pages.ts). */
export interface BootPage {
  kind: 'page' | 'not-found';
  status: number;
  lang: string;
  layout: LayoutName;
  application: AppName;
  route: string | null;
  params: Record<string, string>;
  flags: RouteFlags | null;
}

export interface BootData {
  page: BootPage | null;
  siteState: SiteState | null;
  overrideHosts: string[];
}

const FLAG_KEYS = ['needsAuth', 'allowedWhenBanned', 'forbiddenFlag', 'hideBottomNavigation', 'hideFooter', 'hideSeoBlock', 'hideHeader'] as const;

function readFlags(raw: unknown): RouteFlags | null | undefined {
  if (raw === null) return null;
  if (!isRecord(raw)) return undefined;
  const flags: Partial<RouteFlags> = { feature: typeof raw.feature === 'string' ? raw.feature : null };
  for (const key of FLAG_KEYS) {
    if (typeof raw[key] !== 'boolean') return undefined;
    flags[key] = raw[key];
  }
  return flags as RouteFlags;
}

/** Reads the server's page decision; anything malformed is ignored (the browser resolves instead). */
export function readBootPage(raw: unknown): BootPage | null {
  if (!isRecord(raw)) return null;
  const { kind, status, lang, layout, application, route, params } = raw;
  if (kind !== 'page' && kind !== 'not-found') return null;
  if (typeof status !== 'number' || typeof lang !== 'string' || !/^[a-z]{2}$/.test(lang)) return null;
  if (!(layouts as readonly unknown[]).includes(layout) || !(applications as readonly unknown[]).includes(application)) return null;
  if (route !== null && typeof route !== 'string') return null;
  if (!isRecord(params) || !Object.values(params).every((v) => typeof v === 'string')) return null;
  const flags = readFlags(raw.flags);
  if (flags === undefined) return null;
  return { kind, status, lang, layout: layout as LayoutName, application: application as AppName, route, params: params as Record<string, string>, flags };
}

function readSiteState(raw: unknown): SiteState | null {
  if (!isRecord(raw)) return null;
  const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : null);
  const state: SiteState = {
    maintenanceActive: raw.maintenanceActive === true,
    blockReason: int(raw.blockReason),
    banLevel: int(raw.banLevel) ?? 0,
    banVersion: int(raw.banVersion) ?? 0,
  };
  if (typeof raw.termsChanged === 'boolean') state.termsChanged = raw.termsChanged;
  return state;
}

/** The JSON of `<script id="site-boot">`, read defensively: a broken one is an empty one. */
export function readBootData(text: string | null | undefined): BootData {
  let raw: unknown = null;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    raw = null;
  }
  const record = isRecord(raw) ? raw : {};
  return {
    page: readBootPage(record.page),
    siteState: readSiteState(record.siteState),
    overrideHosts: Array.isArray(record.overrideHosts) ? record.overrideHosts.filter((h): h is string => typeof h === 'string') : [],
  };
}

/**
 * The whole-site state the browser's guards use: what the server says (`boot.siteState`), else
 * what the page it chose implies. A server that sent the maintenance page had maintenance on;
 * one that sent a status page had a block with that page's reason. Until a store keeps this
 * state fresh, it holds for the life of the document.
 */
export function siteStateFromBoot(boot: BootData): SiteState {
  if (boot.siteState) return boot.siteState;
  const page = boot.page;
  if (!page || page.kind !== 'page') return { ...quietSiteState };
  if (page.route === 'maintenance') return { ...quietSiteState, maintenanceActive: true };
  if (page.route !== null && isStatusPageName(page.route)) {
    const reason = Object.entries(blockReasonPages).find(([, name]) => name === page.route)?.[0];
    return { ...quietSiteState, blockReason: reason === undefined ? null : Number(reason) };
  }
  return { ...quietSiteState };
}
