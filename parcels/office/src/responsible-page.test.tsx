import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NotifyRequested, type Notification } from '@site/bus';
import { LIMIT_PATHS } from '@site/stores';
import { byRoute, FakeClock, renderParcel, type Reply, type Script, limitView, settle, question } from '@site/ui/testing';
import { officeTexts } from './locales';
import { OfficeApp } from './office-app';

const NOW = 1_700_000_000_000;
const nowS = NOW / 1000;
const limit = (over: Record<string, unknown>) => limitView({ startedAt: nowS - 86400, limitBalance: null, ...over });
const available = [
  { type: 20, availableValues: [100, 500, 999999999], measure: 'currency' },
  { type: 21, availableValues: [500, 1000, 999999999], measure: 'currency' },
  { type: 22, availableValues: [1000, 5000, 999999999], measure: 'currency' },
  { type: 30, availableValues: [1, 7, 30, 90, 180, 365], measure: 'days' },
  { type: 31, availableValues: [1, 2, 3, 24], measure: 'hours' },
  { type: 32, availableValues: [5, 10, 15, 30, 45, 60], measure: 'minutes' },
  { type: 33, availableValues: [1, 7, 30, 90], measure: 'days' },
];
const flush = settle;

function setup(limits: ReadonlyArray<Reply | Script>, routes: Record<string, ReadonlyArray<Reply | Script>> = {}, lang = 'en') {
  const clock = new FakeClock(NOW);
  const world = renderParcel(<OfficeApp route={{ name: 'office-responsible', params: {}, lang }} />, {
    lang,
    texts: officeTexts,
    userId: 9,
    deps: { limits: { clock } },
    server: byRoute({
      'GET /web-api/user/gettoken': [{ body: { token: 't', expiresAt: 0 } }],
      'GET /web-api/user/accounts': [{ body: { all_accounts: [{ id: 1, type: 0, iso: 'EUR', money: 0, isActive: true }] } }],
      [`GET ${LIMIT_PATHS.limits}`]: limits,
      [`GET ${LIMIT_PATHS.availableLimits}`]: [{ body: available }],
      [`GET ${LIMIT_PATHS.selfExcludeReasons}`]: [{ body: [{ id: 4, selfExcludeReason: 'I play too much' }] }],
      ...routes,
    }),
  });
  const notices: Notification[] = [];
  world.bus.subscribe(NotifyRequested, (e) => notices.push(e.payload));
  return { ...world, notices, clock };
}

test('five groups in the spec’s order; current values, what remains, a pending change with its hours; an input per type', async () => {
  setup([
    {
      body: {
        limits: [
          limit({ limitType: 20, limitValue: 100, limitBalance: 40 }),
          limit({ limitType: 20, limitValue: 500, limitState: 'PENDING', startedAt: nowS + 5 * 3600 }),
          limit({ limitType: 2, limitValue: 300, limitBalance: 120 }),
          limit({ limitType: 31, limitValue: 2, currencyCode: null }),
          limit({ limitType: 32, limitValue: 15, currencyCode: null }),
        ],
      },
    },
  ]);
  await screen.findByTestId('limits-group-deposit');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Deposit limit',
    'Extra limits',
    'Reality checks',
    'Wagering limit',
    'Loss limit',
  ]);
  for (const type of [20, 21, 22, 33, 30, 31, 32, 1, 2, 3, 10, 11, 12]) expect(screen.getByTestId(`limit-${type}`)).toBeTruthy();
  expect(
    within(screen.getByTestId('limits-group-extra'))
      .getAllByRole('combobox')
      .map((s) => s.getAttribute('data-testid')),
  ).toEqual(['limit-33', 'limit-30', 'limit-31']);
  expect(screen.getByTestId('limit-20-current').textContent).toBe('€100.00');
  expect(screen.getByTestId('limit-20-remaining').textContent).toBe(' left: €40.00');
  expect(screen.getByTestId('limit-20-pending').textContent).toContain('Change to €500.00 starts in 5 h');
  expect(screen.getByTestId('limit-2-remaining').textContent).toBe(' left: €120.00');
  expect(screen.getByTestId('limit-31-current').textContent).toBe('2 h');
  expect(screen.getByTestId('limit-32-current').textContent).toBe('15 min');
  expect(screen.getByTestId('limit-21-current').textContent).toBe('Not set');
  expect(screen.getByTestId('limit-1').getAttribute('type')).toBe('number');
});

test('save asks the questions: answered in the dialog, sent with the token; the toast; the limits read again', async () => {
  const questions = [
    question(1, 'Is betting a way to make money?', [
      [1, 'Yes'],
      [2, 'No'],
    ]),
    question(2, 'Can you stop any time?', [
      [3, 'Yes'],
      [4, 'No'],
    ]),
  ];
  const w = setup([{ body: { limits: [] } }, { body: { limits: [limit({ limitType: 20, limitValue: 100, limitBalance: 100 })] } }], {
    [`POST ${LIMIT_PATHS.limits}`]: [{ body: { status: 200, questions, tokenGuid: 'g-1', limitsData: { limits: [] } } }],
    [`POST ${LIMIT_PATHS.testAnswers}`]: [
      { body: { questionsResult: [{ questionId: 1, correct: true }], success: true, limitsData: { limits: [] } } },
    ],
  });
  await screen.findByTestId('limits-group-deposit');
  expect((screen.getByTestId('limits-save-deposit') as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(screen.getByTestId('limit-20'), { target: { value: '100' } });
  await act(async () => fireEvent.click(screen.getByTestId('limits-save-deposit')));
  await flush();
  expect(w.calls.find((c) => c.method === 'POST' && c.path === LIMIT_PATHS.limits)?.body).toEqual({
    limits: [{ limitType: 20, limitValue: 100 }],
  });
  const dialog = screen.getByTestId('limits-questions');
  expect(within(dialog).getByTestId('limits-question-1').textContent).toContain('Is betting a way to make money?');
  const submit = screen.getByTestId('limits-questions-submit') as HTMLButtonElement;
  fireEvent.click(screen.getByTestId('limits-answer-1-2'));
  expect(submit.disabled).toBe(true);
  fireEvent.click(screen.getByTestId('limits-answer-2-4'));
  await act(async () => fireEvent.click(submit));
  await flush();
  expect(w.calls.find((c) => c.path === LIMIT_PATHS.testAnswers)?.body).toEqual({
    tokenGuid: 'g-1',
    answers: [
      { questionId: 1, answerId: 2 },
      { questionId: 2, answerId: 4 },
    ],
  });
  expect(screen.queryByTestId('limits-questions')).toBeNull();
  expect(w.notices.map((n) => [n.kind, n.text.code])).toEqual([['success', 'limit.saved']]);
  await waitFor(() => expect(screen.getByTestId('limit-20-current').textContent).toBe('€100.00'));
});

test('a refused save: the server’s message on the page and as an error toast', async () => {
  const w = setup([{ body: { limits: [limit({ limitType: 33, limitValue: 7, currencyCode: null })] } }], {
    [`POST ${LIMIT_PATHS.limits}`]: [{ status: 400, body: { errors: [{ status: '400', code: 'unknown', detail: 'x' }] } }],
  });
  await screen.findByTestId('limits-group-wagering');
  fireEvent.change(screen.getByTestId('limit-1'), { target: { value: '25' } });
  await act(async () => fireEvent.click(screen.getByTestId('limits-save-wagering')));
  await flush();
  expect(screen.getByTestId('limits-error').textContent).toBe('Something went wrong. Please try again.');
  expect(w.notices[0]).toMatchObject({ kind: 'error', text: { code: 'unknown' } });
});

test('a pending deposit limit can be cancelled by the player', async () => {
  const w = setup(
    [
      {
        body: {
          limits: [
            limit({ limitType: 20, limitValue: 100 }),
            limit({ limitType: 20, limitValue: 500, limitState: 'PENDING', startedAt: nowS + 3600 }),
          ],
        },
      },
    ],
    {
      [`DELETE ${LIMIT_PATHS.limit}`]: [
        { body: { status: 200, title: 'ok', limitsData: { limits: [limit({ limitType: 20, limitValue: 100 })] } } },
      ],
    },
  );
  await screen.findByTestId('limit-20-cancel');
  await act(async () => fireEvent.click(screen.getByTestId('limit-20-cancel')));
  await flush();
  expect(w.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ limitType: 20 });
  expect(w.notices.map((n) => n.text.code)).toEqual(['limit.rejected']);
});

test('choosing a self-exclusion warns and offers the reasons; the reason goes with the save', async () => {
  const w = setup([{ body: { limits: [] } }], {
    [`POST ${LIMIT_PATHS.limits}`]: [{ body: { status: 200, questions: [], tokenGuid: null, limitsData: { limits: [] } } }],
  });
  await screen.findByTestId('limit-30');
  expect(screen.queryByTestId('limits-self-exclusion-warning')).toBeNull();
  fireEvent.change(screen.getByTestId('limit-30'), { target: { value: '7' } });
  expect(screen.getByTestId('limits-self-exclusion-warning').textContent).toContain('cannot be cancelled or shortened');
  fireEvent.change(screen.getByTestId('limit-30-reason'), { target: { value: '4' } });
  await act(async () => fireEvent.click(screen.getByTestId('limits-save-extra')));
  await flush();
  expect(w.calls.find((c) => c.method === 'POST' && c.path === LIMIT_PATHS.limits)?.body).toEqual({
    limits: [{ limitType: 30, limitValue: 7, selfExcludeReason: 4 }],
  });
});

test('while a self-exclusion is in force: its start and end are shown and the extra limits are disabled (Russian)', async () => {
  setup(
    [
      {
        body: {
          limits: [limit({ limitType: 30, limitValue: 30, startedAt: nowS - 86400, endsAt: nowS + 29 * 86400, currencyCode: null })],
        },
      },
    ],
    {},
    'ru',
  );
  const note = await screen.findByTestId('limits-exclusion');
  expect(note.textContent).toContain('Действует самоисключение:');
  for (const type of [30, 33, 31]) expect((screen.getByTestId(`limit-${type}`) as HTMLSelectElement).disabled).toBe(true);
  expect((screen.getByTestId('limit-20') as HTMLSelectElement).disabled).toBe(false);
  expect(screen.getByTestId('limit-30-current').textContent).toBe('30 дн.');
});
