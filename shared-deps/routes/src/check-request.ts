import type { RouteRequest } from './types';

/** URLs longer than this answer 414 (a common proxy limit; the spec sets none). */
export const MAX_URL_PART_LENGTH = 2048;

export type CheckedRequest =
  | { ok: true; path: string; segments: string[]; query: string }
  | { ok: false; status: 404 | 414; reason: string };

// unreserved characters or a percent escape; anything else in a raw path is odd
const SAFE_SEGMENT = /^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+$/;
// encoded dot, slash, backslash, NUL and percent: traversal or double-encoding tricks
const ENCODED_TRICK = /%(?:2e|2f|5c|00|25)/i;
// decoded characters no route parameter ever needs (controls, markup, quotes, separators)
const ODD_DECODED = /[\u0000-\u001f\u007f-\u009f/\\%<>"'`{}|^]/;
const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
const QUERY_CONTROL = /[\u0000-\u001f\u007f]|%00/;

function checkSegment(segment: string): string | undefined {
  if (segment.includes('..')) return 'dot-dot segment';
  if (segment === '.') return 'dot segment';
  if (!SAFE_SEGMENT.test(segment)) return 'odd character in path';
  if (ENCODED_TRICK.test(segment)) return 'encoded traversal in path';
  if (!segment.includes('%')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return 'invalid percent-encoding in path';
  }
  return ODD_DECODED.test(decoded) ? 'odd encoded character in path' : undefined;
}

function checkQuery(query: string): string | undefined {
  if (QUERY_CONTROL.test(query) || MALFORMED_ESCAPE.test(query)) return 'odd character in query';
  try {
    for (const pair of query.split('&')) decodeURIComponent(pair.replace(/\+/g, ' '));
  } catch {
    return 'invalid percent-encoding in query';
  }
  return undefined;
}

/**
 * Validates a raw request before any route logic sees it. Never throws: every bad input
 * becomes a 404 (or 414 when too long) with a reason for the logs.
 */
export function checkRequest(req: RouteRequest): CheckedRequest {
  let path = typeof req.path === 'string' ? req.path : '';
  let query = typeof req.query === 'string' ? req.query : '';
  const hash = path.indexOf('#');
  if (hash >= 0) path = path.slice(0, hash);
  const mark = path.indexOf('?');
  if (mark >= 0) {
    // a browser caller may hand over pathname and search together
    if (query === '') query = path.slice(mark + 1);
    path = path.slice(0, mark);
  }
  if (query.startsWith('?')) query = query.slice(1);
  if (path.length > MAX_URL_PART_LENGTH) return { ok: false, status: 414, reason: 'path too long' };
  if (query.length > MAX_URL_PART_LENGTH) return { ok: false, status: 414, reason: 'query too long' };
  if (!path.startsWith('/')) return { ok: false, status: 404, reason: 'path must start with /' };

  const segments = path.slice(1).split('/');
  // one trailing slash is the same page; an empty segment anywhere else is not a path we make
  if (segments[segments.length - 1] === '') segments.pop();
  for (const segment of segments) {
    if (segment === '') return { ok: false, status: 404, reason: 'empty path segment' };
    const problem = checkSegment(segment);
    if (problem) return { ok: false, status: 404, reason: problem };
  }
  const queryProblem = query === '' ? undefined : checkQuery(query);
  if (queryProblem) return { ok: false, status: 404, reason: queryProblem };
  return { ok: true, path, segments, query };
}
