import { defaultSiteConfig, type SiteConfig, type SiteConfigGroup } from '@site/api';
import type { LanguageSettings } from './types';
import type { SiteFlags } from './site-flags';

/** Where one route-table switch lives in the site config, and how its value reads. */
export interface FlagBinding<V> {
  group: SiteConfigGroup;
  key: string;
  /** Config value -> flag. A value of the wrong type (a hand-edited row) reads as the default. */
  read(value: unknown): V;
  /** Flag -> the config value that reads back as it (for the operator and tests). */
  write(flag: V): unknown;
}

type Bindings = { [K in keyof SiteFlags]: FlagBinding<SiteFlags[K]> };
type KeyOf<G extends SiteConfigGroup> = keyof SiteConfig[G] & string;

const defaultOf = (group: SiteConfigGroup, key: string): unknown => (defaultSiteConfig[group] as Record<string, unknown>)[key];

function boolean<G extends SiteConfigGroup>(group: G, key: KeyOf<G>, inverted = false): FlagBinding<boolean> {
  const fallback = defaultOf(group, key) === true;
  return {
    group,
    key,
    read: (value) => (typeof value === 'boolean' ? value : fallback) !== inverted,
    write: (flag) => flag !== inverted,
  };
}

function list<T extends string | number, G extends SiteConfigGroup = SiteConfigGroup>(
  group: G,
  key: KeyOf<G>,
  type: 'string' | 'number',
): FlagBinding<readonly T[]> {
  const fallback = defaultOf(group, key);
  const clean = (value: unknown): T[] => (Array.isArray(value) ? value.filter((item): item is T => typeof item === type) : []);
  return {
    group,
    key,
    read: (value) => clean(Array.isArray(value) ? value : fallback),
    write: (flag) => [...flag],
  };
}

/**
 * THE mapping between the site config (spec 2 §9 groups) and the switches the route table
 * reads. Every SiteFlags key is bound to exactly one config key, so every flag can be set by
 * the operator (`admin flag <group.key> <json>`) and by tests (`app.siteConfig.set`).
 */
export const siteFlagBindings: Bindings = {
  registrationAllowed: boolean('auth', 'registrationAllowed'),
  // the config says "hide"; the route table asks "show"
  registrationShowsBottomNavigation: boolean('reg', 'hideBottomNavigationOnRegistration', true),
  identificationShown: boolean('modules', 'identificationShown'),
  promoBonusToOffer: boolean('modules', 'promoBonusToOffer'),
  paymentRouteAvailable: boolean('modules', 'paymentRouteAvailable'),
  paymentAuthorisedOnly: boolean('modules', 'paymentAuthorisedOnly'),
  statisticEnabled: boolean('modules', 'statisticEnabled'),
  availableRouteIds: list<number, 'modules'>('modules', 'availableRouteIds', 'number'),
  features: list<string, 'modules'>('modules', 'features', 'string'),
  blockedPathFragments: list<string, 'modules'>('modules', 'blockedPathFragments', 'string'),
  loginAvailable: boolean('auth', 'loginAvailable'),
  authAppEnabled: boolean('auth', 'authAppEnabled'),
  loginRedirectsToAccount: boolean('auth', 'loginRedirectsToAccount'),
  confirmTermsSupported: boolean('auth', 'confirmTermsSupported'),
};

const flagNames = Object.keys(siteFlagBindings) as Array<keyof SiteFlags>;

function readFlag<K extends keyof SiteFlags>(config: SiteConfig, name: K): SiteFlags[K] {
  const binding = siteFlagBindings[name];
  return binding.read((config[binding.group] as Record<string, unknown>)[binding.key]);
}

/** The route-table switches of a site config. */
export function siteFlagsFromConfig(config: SiteConfig): SiteFlags {
  const flags: Partial<Record<keyof SiteFlags, unknown>> = {};
  for (const name of flagNames) flags[name] = readFlag(config, name);
  return flags as SiteFlags;
}

/** The config writes that make `siteFlagsFromConfig` answer `flags` (only the keys given). */
export function configEntriesForFlags(flags: Partial<SiteFlags>): Array<{ group: SiteConfigGroup; key: string; value: unknown }> {
  const entries: Array<{ group: SiteConfigGroup; key: string; value: unknown }> = [];
  for (const name of flagNames) {
    if (!(name in flags)) continue;
    const binding = siteFlagBindings[name] as FlagBinding<unknown>;
    entries.push({ group: binding.group, key: binding.key, value: binding.write(flags[name]) });
  }
  return entries;
}

/** The visitor's chosen language (spec 2 §5 "else cookie"); the browser writes it, the server reads it. */
export const LANGUAGE_COOKIE = 'lng';
/**
 * Marks the visitor as authorised, so hidden languages become choosable (spec 2 §5). It is the
 * `ua` cookie the logout clears together with user_token (spec 2 §4).
 */
export const AUTHORISED_COOKIE = 'ua';

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The language settings of the site config, in the route table's terms (browser and server alike). */
export function languageSettings(config: SiteConfig | null): LanguageSettings {
  const core = (config?.core ?? {}) as Record<string, unknown>;
  return {
    available: Array.isArray(core.languages) ? strings(core.languages) : defaultSiteConfig.core.languages,
    hiddenForAnonymous: strings(core.hiddenLanguagesForAnonymous),
    default: typeof core.defaultLanguage === 'string' ? core.defaultLanguage : 'en',
  };
}
