import { act } from 'react';
import { ApiClient } from '@site/api';
import { NotifyRequested, type Notification } from '@site/bus';
import { byRoute, FakeClock, testRootStore, type Reply, type Script, limitView, settle, question } from '@site/ui/testing';
import {
  LIMIT_PATHS,
  PING_INTERVAL_MS,
  REALITY_CHECK_STORAGE_KEY,
  REALITY_RESYNC_MS,
  SESSION_ENDED_NOTICE_ID,
  TOKEN_CACHE_MS,
} from '../index';

const limit = (over: Record<string, unknown>) => limitView({ startedAt: 1000, limitBalance: 20, ...over });

const flush = settle;

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

function world(
  routes: Record<string, ReadonlyArray<Reply | Script>>,
  opts: { storage?: Storage; clock?: FakeClock; userId?: number; storageEvents?: EventTarget } = {},
) {
  const clock = opts.clock ?? new FakeClock(1_700_000_000_000);
  let tokens = 0;
  const script = byRoute({
    'GET /web-api/user/gettoken': [() => ({ body: { token: `t${++tokens}`, expiresAt: 0 } })],
    'POST /web-api/auth/disconnect': [{ status: 204 }],
    'GET /web-api/user/accounts': [{ body: { all_accounts: [{ id: 1, type: 0, iso: 'EUR', money: 0, isActive: true }] } }],
    'GET /web-api/api/web/user/v1/reality-check': [{ status: 404, body: { errors: [{ code: 'not_found', detail: 'x' }] } }],
    'POST /web-api/api/web/user/v1/reality-check': [{ status: 204 }],
    ...routes,
  });
  const w = testRootStore({
    server: script,
    deps: { limits: { clock, storageEvents: opts.storageEvents ?? null }, storage: opts.storage ?? null },
  });
  const notices: Notification[] = [];
  w.bus.subscribe(NotifyRequested, (e) => notices.push(e.payload));
  return { ...w, clock, notices, limits: w.store.limits };
}

test('limit-service calls get the bearer token (fetched once per 60 s); a 401 refetches it and retries once', async () => {
  let n = 0;
  const w = world({
    [`GET ${LIMIT_PATHS.limits}`]: [
      () =>
        ++n === 3 ? { status: 401, body: { errors: [{ code: 'auth.token_expired', detail: 'x' }] } } : { body: { limits: [limit({})] } },
    ],
  });
  act(() => w.store.user.setUserId(7));
  await w.limits.load();
  await w.limits.load();
  const authOf = () => w.calls.filter((c) => c.path.endsWith('/gettoken')).length;
  expect(authOf()).toBe(1);
  w.clock.advance(TOKEN_CACHE_MS);
  await w.limits.load(); // new token; this call's first answer is 401 -> token again, retried
  expect(authOf()).toBe(3);
  expect(w.calls.filter((c) => c.path === LIMIT_PATHS.limits)).toHaveLength(4);
  expect(w.limits.limits[0]).toMatchObject({ limitType: 1, limitValue: 50, limitBalance: 20 });
  expect(w.limits.error).toBeNull();
});

test('each limit-service call carries Authorization: Bearer <token> and X-Language', async () => {
  const seen: Record<string, string>[] = [];
  const fetch = (async (url: string, init?: RequestInit) => {
    if (String(url).includes('/limit-service-api/')) seen.push({ ...(init?.headers as Record<string, string>) });
    const body = String(url).endsWith('/gettoken') ? { token: 'tok-1', expiresAt: 0 } : { limits: [] };
    return { status: 200, ok: true, text: async () => JSON.stringify(body), headers: { get: () => null } };
  }) as unknown as typeof globalThis.fetch;
  const { store } = testRootStore({ lang: 'ru', deps: { api: new ApiClient({ fetch }) } });
  act(() => store.settings.setLanguage('ru'));
  act(() => store.user.setUserId(7));
  await store.limits.load();
  expect(seen[0]).toMatchObject({ Authorization: 'Bearer tok-1', 'X-Language': 'ru' });
});

test('a second 401 is final: the error is a message, not a sentence', async () => {
  const w = world({ [`GET ${LIMIT_PATHS.limits}`]: [{ status: 401, body: { errors: [{ code: 'auth.token_expired', detail: 'x' }] } }] });
  act(() => w.store.user.setUserId(7));
  await w.limits.load();
  expect(w.calls.filter((c) => c.path === LIMIT_PATHS.limits)).toHaveLength(2);
  expect(w.limits.error).toEqual({ code: 'auth.token_expired' });
});

test('start(): signing in loads the limits, signing out forgets them', async () => {
  const w = world({ [`GET ${LIMIT_PATHS.limits}`]: [{ body: { limits: [limit({})] } }] });
  w.limits.start();
  act(() => w.store.user.setUserId(7));
  await flush();
  expect(w.limits.limits).toHaveLength(1);
  act(() => w.store.user.setUserId(null));
  expect(w.limits.limits).toEqual([]);
  w.limits.dispose();
});

test('save without questions: saved at once, toast, the limits taken from the answer’s limitsData', async () => {
  const w = world({
    [`POST ${LIMIT_PATHS.limits}`]: [
      { body: { status: 200, questions: [], tokenGuid: null, limitsData: { limits: [limit({ limitValue: 30 })] } } },
    ],
  });
  act(() => w.store.user.setUserId(7));
  expect(await w.limits.save([{ limitType: 1, limitValue: 30 }])).toBe(true);
  expect(w.calls.find((c) => c.method === 'POST' && c.path === LIMIT_PATHS.limits)?.body).toEqual({
    limits: [{ limitType: 1, limitValue: 30 }],
  });
  expect(w.notices).toEqual([{ type: 'alert', kind: 'success', text: { code: 'limit.saved' } }]);
  expect(w.limits.active(1)?.limitValue).toBe(30);
  expect(w.calls.filter((c) => c.method === 'GET' && c.path === LIMIT_PATHS.limits)).toHaveLength(0);
});

test('save with questions: the dialog opens; right answers save, wrong ones do not, and the limits are read again either way', async () => {
  const questions = [
    question(1, 'Q?', [
      [2, 'A'],
      [3, 'B'],
    ]),
  ];
  const w = world({
    [`POST ${LIMIT_PATHS.limits}`]: [{ body: { status: 200, questions, tokenGuid: 'g1', limitsData: { limits: [] } } }],
    [`POST ${LIMIT_PATHS.testAnswers}`]: [
      { body: { questionsResult: [{ questionId: 1, correct: true }], success: true, limitsData: { limits: [] } } },
      { body: { questionsResult: [{ questionId: 1, correct: false }], success: false, limitsData: { limits: [] } } },
    ],
    [`GET ${LIMIT_PATHS.limits}`]: [{ body: { limits: [] } }],
  });
  act(() => w.store.user.setUserId(7));
  expect(await w.limits.save([{ limitType: 20, limitValue: 100 }])).toBe(false);
  expect(w.limits.questions).toEqual({ tokenGuid: 'g1', questions });
  expect(await w.limits.answer([{ questionId: 1, answerId: 2 }])).toBe(true);
  expect(w.calls.find((c) => c.path === LIMIT_PATHS.testAnswers)?.body).toEqual({
    tokenGuid: 'g1',
    answers: [{ questionId: 1, answerId: 2 }],
  });
  expect(w.limits.questions).toBeNull();
  await w.limits.save([{ limitType: 20, limitValue: 100 }]);
  expect(await w.limits.answer([{ questionId: 1, answerId: 3 }])).toBe(false);
  expect(w.notices.map((n) => n.text.code)).toEqual(['limit.saved', 'limit.answers_wrong']);
  expect(w.calls.filter((c) => c.method === 'GET' && c.path === LIMIT_PATHS.limits)).toHaveLength(2);
});

test('a refused save keeps the server’s code and meta as the message', async () => {
  const w = world({
    [`POST ${LIMIT_PATHS.limits}`]: [{ status: 400, body: { errors: [{ code: 'limit.bad_value', detail: 'x', meta: { type: 1 } }] } }],
  });
  act(() => w.store.user.setUserId(7));
  expect(await w.limits.save([{ limitType: 1, limitValue: 7 }])).toBe(false);
  expect(w.limits.error).toEqual({ code: 'limit.bad_value', values: { type: 1 } });
  expect(w.notices[0]).toMatchObject({ kind: 'error', text: { code: 'limit.bad_value' } });
});

test('approve and reject: the wire shapes, the toasts, the forced-popup list', async () => {
  const w = world({
    [`GET ${LIMIT_PATHS.limits}`]: [{ body: { limits: [limit({ limitState: 'PENDING', needApprove: true, limitType: 20 })] } }],
    // approve answers {status, title, limitsData}: the store takes the limits from it
    [`POST ${LIMIT_PATHS.limitAction}`]: [
      { body: { status: 200, title: 'approved', limitsData: { limits: [limit({ limitType: 20, limitValue: 80 })] } } },
    ],
    [`DELETE ${LIMIT_PATHS.limit}`]: [{ status: 500, body: {} }],
  });
  act(() => w.store.user.setUserId(7));
  await w.limits.load();
  expect(w.limits.needsApproval.map((l) => l.limitType)).toEqual([20]);
  expect(await w.limits.approve(20)).toBe(true);
  expect(w.calls.find((c) => c.path.endsWith('/limitaction'))?.body).toEqual({ limitType: 20, action: 'approve' });
  expect(w.limits.needsApproval).toEqual([]);
  expect(w.limits.active(20)?.limitValue).toBe(80);
  expect(await w.limits.reject(21)).toBe(false);
  expect(w.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ limitType: 21 });
  expect(w.notices.map((n) => [n.kind, n.text.code])).toEqual([
    ['success', 'limit.approved'],
    ['error', 'limit.reject_failed'],
  ]);
});

test('BlockUser: POST to its own path, success read from the answer', async () => {
  const w = world({ 'POST /limit-service-api/limit/external/web/api/v1/BlockUser': [{ body: { success: true } }] });
  act(() => w.store.user.setUserId(7));
  expect(await w.limits.blockUser()).toBe(true);
});

test('hours left: until a pending change starts, then of the 24 h to approve it', async () => {
  const clock = new FakeClock(1_700_000_000_000);
  const now = clock.now() / 1000;
  const w = world({}, { clock });
  expect(w.limits.hoursLeft(limit({ startedAt: now + 5 * 3600 - 10 }) as never)).toBe(5);
  expect(w.limits.hoursLeft(limit({ startedAt: now - 3 * 3600 }) as never)).toBe(21);
  expect(w.limits.hoursLeft(limit({ startedAt: now - 30 * 3600 }) as never)).toBe(0);
});

test('session limit: a ping every 30 s while it exists; the end shows one permanent notice whose close signs out', async () => {
  let pings = 0;
  const w = world({
    [`GET ${LIMIT_PATHS.limits}`]: [{ body: { limits: [limit({ limitType: 31, limitValue: 2 })] } }],
    [`POST ${LIMIT_PATHS.ping}`]: [() => ({ body: { sessionEnded: ++pings >= 3, sessionEndsAt: 1_700_000_090 } })],
  });
  w.limits.start();
  act(() => w.store.user.setUserId(7));
  await flush();
  expect(w.clock.pending()).toContain(PING_INTERVAL_MS);
  for (let i = 0; i < 2; i++) {
    w.clock.advance(PING_INTERVAL_MS);
    await flush();
  }
  expect(pings).toBe(2);
  expect(w.notices).toEqual([]);
  w.clock.advance(PING_INTERVAL_MS);
  await flush();
  expect(w.limits.sessionEnded).toBe(true);
  expect(w.notices).toHaveLength(1);
  expect(w.notices[0]).toMatchObject({ type: 'permanent', id: SESSION_ENDED_NOTICE_ID, text: { code: 'limit.session_ended' } });
  w.clock.advance(PING_INTERVAL_MS * 3);
  await flush();
  expect(pings).toBe(3); // no more pings once ended
  w.notices[0]?.onClose?.();
  await flush();
  expect(w.calls.some((c) => c.path === '/web-api/auth/disconnect')).toBe(true);
  expect(w.store.user.userId).toBeNull();
  w.limits.dispose();
});

test('no session limit (-1): no ping', async () => {
  const w = world({ [`GET ${LIMIT_PATHS.limits}`]: [{ body: { limits: [limit({ limitType: 31, limitValue: -1 })] } }] });
  w.limits.start();
  act(() => w.store.user.setUserId(7));
  await flush();
  w.clock.advance(PING_INTERVAL_MS * 2);
  await flush();
  expect(w.calls.some((c) => c.path.endsWith('/ping'))).toBe(false);
  w.limits.dispose();
});

describe('reality check', () => {
  const realityLimits = { [`GET ${LIMIT_PATHS.limits}`]: [{ body: { limits: [limit({ limitType: 32, limitValue: 10 })] } }] };

  test('fires after the interval; continue restarts it, do-not-show-again stops it', async () => {
    const w = world(realityLimits);
    w.limits.start();
    act(() => w.store.user.setUserId(7));
    await flush();
    w.clock.advance(10 * 60_000 - 1);
    await flush();
    expect(w.limits.realityCheckDue).toBe(false);
    w.clock.advance(1);
    await flush();
    expect(w.limits.realityCheckDue).toBe(true);
    await act(() => w.limits.answerRealityCheck('continue', false));
    expect(w.limits.realityCheckDue).toBe(false);
    const posted = w.calls.filter((c) => c.method === 'POST' && c.path.endsWith('/reality-check'));
    expect(posted[0]?.body).toEqual({
      data: { attributes: { action: 'continue', do_not_show_again: false, popup_show_at: Math.floor(w.clock.now() / 1000) } },
    });
    w.clock.advance(10 * 60_000);
    await flush();
    expect(w.limits.realityCheckDue).toBe(true);
    await act(() => w.limits.answerRealityCheck('none', true));
    w.clock.advance(60 * 60_000);
    await flush();
    expect(w.limits.realityCheckDue).toBe(false);
    w.limits.dispose();
  });

  test('log out stops the timer and disconnects', async () => {
    const w = world(realityLimits);
    w.limits.start();
    act(() => w.store.user.setUserId(7));
    await flush();
    w.clock.advance(10 * 60_000);
    await flush();
    await act(() => w.limits.answerRealityCheck('logout', false));
    expect(w.calls.some((c) => c.path === '/web-api/auth/disconnect')).toBe(true);
    expect(w.store.user.userId).toBeNull();
    expect(w.clock.pending()).toEqual([]);
    w.limits.dispose();
  });

  test('survives a reload: the due time kept in storage wins; the server is asked again only after 5 minutes', async () => {
    const storage = memoryStorage();
    const clock = new FakeClock(1_700_000_000_000);
    const first = world(realityLimits, { storage, clock });
    first.limits.start();
    act(() => first.store.user.setUserId(7));
    await flush();
    clock.advance(4 * 60_000);
    first.limits.dispose();
    expect(JSON.parse(storage.getItem(REALITY_CHECK_STORAGE_KEY) ?? '{}')).toMatchObject({ dueAt: 1_700_000_000_000 + 600_000, userId: 7 });
    // the reload: a new page, same storage, 4 minutes later
    const second = world(realityLimits, { storage, clock });
    second.limits.start();
    act(() => second.store.user.setUserId(7));
    await flush();
    expect(second.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/reality-check'))).toHaveLength(0);
    clock.advance(6 * 60_000);
    await flush();
    expect(second.limits.realityCheckDue).toBe(true);
    second.limits.dispose();
    // another reload more than 5 minutes after the last sync: the server's state is read again
    clock.advance(REALITY_RESYNC_MS);
    const third = world(
      {
        ...realityLimits,
        'GET /web-api/api/web/user/v1/reality-check': [
          {
            body: {
              data: {
                attributes: {
                  interval_minutes: 10,
                  do_not_show_again: false,
                  popup_show_at: Math.floor(clock.now() / 1000) - 540,
                  next_show_at: Math.floor(clock.now() / 1000) + 60,
                  signed_in_at: 1_699_999_000,
                  seconds_since_sign_in: Math.floor(clock.now() / 1000) - 1_699_999_000,
                  net_result: 150,
                  stakes: 200,
                  returns: 50,
                  currency: 'EUR',
                },
              },
            },
          },
        ],
      },
      { storage, clock },
    );
    third.limits.start();
    act(() => third.store.user.setUserId(7));
    await flush();
    expect(third.calls.filter((c) => c.method === 'GET' && c.path.endsWith('/reality-check')).length).toBeGreaterThan(0);
    expect(third.limits.realityCheck).toEqual({ signedInAt: 1_699_999_000_000, netResult: 150, currency: 'EUR' });
    clock.advance(60_000);
    await flush();
    expect(third.limits.realityCheckDue).toBe(true);
    third.limits.dispose();
  });

  test('tabs: an answer in another tab moves this tab’s timer; do-not-show-again there stops it here', async () => {
    const storage = memoryStorage();
    const clock = new FakeClock(1_700_000_000_000);
    const events = new EventTarget();
    const w = world(realityLimits, { storage, clock, storageEvents: events });
    w.limits.start();
    act(() => w.store.user.setUserId(7));
    await flush();
    clock.advance(10 * 60_000);
    await flush();
    expect(w.limits.realityCheckDue).toBe(true);
    // the other tab answered "continue": its due time is 10 minutes from now
    const dueAt = clock.now() + 10 * 60_000;
    storage.setItem(REALITY_CHECK_STORAGE_KEY, JSON.stringify({ dueAt, syncedAt: clock.now(), signedInAt: null, userId: 7 }));
    act(() => void events.dispatchEvent(Object.assign(new Event('storage'), { key: REALITY_CHECK_STORAGE_KEY })));
    expect(w.limits.realityCheckDue).toBe(false);
    expect(clock.pending()).toEqual([10 * 60_000]);
    // the other tab asked not to see it again
    storage.removeItem(REALITY_CHECK_STORAGE_KEY);
    act(() => void events.dispatchEvent(Object.assign(new Event('storage'), { key: REALITY_CHECK_STORAGE_KEY })));
    expect(clock.pending()).toEqual([]);
    w.limits.dispose();
  });

  test('a new interval chosen by the player counts from now', async () => {
    const storage = memoryStorage();
    const w = world(
      {
        [`GET ${LIMIT_PATHS.limits}`]: [
          { body: { limits: [limit({ limitType: 32, limitValue: 10 })] } },
          { body: { limits: [limit({ limitType: 32, limitValue: 30 })] } },
        ],
      },
      { storage },
    );
    w.limits.start();
    act(() => w.store.user.setUserId(7));
    await flush();
    w.clock.advance(5 * 60_000);
    await w.limits.load();
    await flush();
    expect(w.clock.pending()).toEqual([30 * 60_000]);
    w.limits.dispose();
  });
});
