/**
 * Referral tags (spec 2 §7, §9; issue 16): partner and campaign markers taken from a page's query
 * into cookies on the first request, so they work without JavaScript, and recorded on the player
 * at registration. Lifetimes in seconds, as the spec's constants.
 */
const DAY = 24 * 60 * 60;

export const REFERRAL_TAGS = ['ref', 'bf', 'tag', 'tag_plain', 'pid', 'clickid', 'subid', 'pb', 'payment_consultant'] as const;
export type ReferralTag = (typeof REFERRAL_TAGS)[number];

/** A tag value: 1-64 letters, digits, `_`, `-`, `.`; anything else is refused silently. */
const VALUE = /^[A-Za-z0-9_.-]{1,64}$/;

export interface TagCookie {
  name: ReferralTag;
  value: string;
  /** seconds; undefined: a session cookie */
  maxAge: number | undefined;
}

/**
 * The cookies a page request's query sets: `ref` 60 days, `bf` 1 day, `tag` 60 days, `tag_plain`
 * 1 hour, `pid` 30 days with a click id (`clickid`, kept as long) else 60 days, `subid` 60 days,
 * `pb` (postback watcher) 30 days when it has a value, `payment_consultant=1` for the session.
 * Invalid values (length, characters) and repeated parameters set nothing.
 */
export function tagCookies(query: URLSearchParams): TagCookie[] {
  const one = (name: ReferralTag): string | undefined => {
    const all = query.getAll(name);
    return all.length === 1 && VALUE.test(all[0] as string) ? all[0] : undefined;
  };
  const out: TagCookie[] = [];
  const add = (name: ReferralTag, maxAge: number | undefined, value = one(name)) => {
    if (value !== undefined) out.push({ name, value, maxAge });
  };
  const clickid = one('clickid');
  add('ref', 60 * DAY);
  add('bf', DAY);
  add('tag', 60 * DAY);
  add('tag_plain', 60 * 60);
  add('pid', clickid === undefined ? 60 * DAY : 30 * DAY);
  add('clickid', 30 * DAY, clickid);
  add('subid', 60 * DAY);
  add('pb', 30 * DAY);
  if (query.getAll('payment_consultant').length === 1 && query.get('payment_consultant') === '1') add('payment_consultant', undefined, '1');
  return out;
}

/** The tags a registering visitor's cookies carry (validated again: cookies are input too). */
export function tagsOfCookies(cookies: Record<string, string | undefined>): Array<{ name: ReferralTag; value: string }> {
  return REFERRAL_TAGS.flatMap((name) => {
    const value = cookies[name];
    return typeof value === 'string' && VALUE.test(value) ? [{ name, value }] : [];
  });
}
