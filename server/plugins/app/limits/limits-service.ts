import { randomUUID } from 'node:crypto';
import {
  DEPOSIT_TYPES,
  LIMIT_OPTIONS,
  LIMIT_TYPE,
  LIMIT_TYPES,
  LOSS_TYPES,
  MONEY_LIMIT_TYPES,
  WAGERING_TYPES,
  windowHours,
  type AvailableLimit,
  type LimitQuestion,
  type LimitRequest,
  type LimitView,
  type SaveLimitsAnswer,
  type TestAnswersAnswer,
} from '@site/api/contracts';
import type { ContentLang } from '@site/api/contracts';
import type { Kysely, Selectable } from 'kysely';
import { PreparedQuery } from '../../../db/prepared-query';
import type { Database, PlayerLimitsTable } from '../../../db/schema';
import { HttpError } from '../../external/http-error';
import type { Clock } from '../clock';
import { currencyById, fromMinor, type Currency } from '../money/currencies';
import * as rules from './limit-rules';

/** A questions token lives ten minutes and is good for one answer. */
export const LIMIT_TOKEN_TTL_MS = 10 * 60_000;

/** The languages the limit service speaks (X-Language): the site's six. */
export type Lang = ContentLang;

/** Why a player takes a break (GET .../v3/reasons/selfexclude). */
const SELF_EXCLUDE_REASONS: Record<Lang, string[]> = {
  en: ['I spend too much money', 'I spend too much time', 'I want a break', 'Another reason'],
  ru: ['Я трачу слишком много денег', 'Я трачу слишком много времени', 'Хочу сделать перерыв', 'Другая причина'],
  uk: ['Я витрачаю забагато грошей', 'Я витрачаю забагато часу', 'Хочу зробити перерву', 'Інша причина'],
  kk: ['Мен тым көп ақша жұмсаймын', 'Мен тым көп уақыт жұмсаймын', 'Үзіліс жасағым келеді', 'Басқа себеп'],
  az: ['Çox pul xərcləyirəm', 'Çox vaxt sərf edirəm', 'Fasilə vermək istəyirəm', 'Başqa səbəb'],
  tr: ['Çok fazla para harcıyorum', 'Çok fazla zaman harcıyorum', 'Ara vermek istiyorum', 'Başka bir neden'],
};

/** `YYYY-MM-DD HH:MM UTC`, the endsAt value of refusals' meta. */
export function utcText(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export function refusal(r: rules.Refusal, type: number): HttpError {
  switch (r.code) {
    case 'limit.bad_type':
      return new HttpError(400, 'limit.bad_type', `limit type ${type} cannot be set`, { meta: { limitType: type } });
    case 'limit.bad_value':
      return new HttpError(400, 'limit.bad_value', `the value is not in the options of limit type ${type}`, { meta: { limitType: type } });
    case 'limit.not_cancellable':
      return new HttpError(400, 'limit.not_cancellable', 'an exclusion in force cannot be cancelled or shortened', {
        meta: { endsAt: utcText(r.endsAt) },
      });
    case 'limit.no_pending':
      return new HttpError(400, 'limit.no_pending', `limit type ${type} has no pending change`);
    case 'limit.not_yet_approvable':
      return new HttpError(400, 'limit.not_yet_approvable', 'a pending change can be approved only once it has started');
  }
}

type Rows = Map<number, rules.TypeState>;

/** One product's stakes since `since` and the returns of those settled, in minor units of a currency. */
export type StakeSource = (
  trx: Kysely<Database>,
  userId: number,
  currencyId: number,
  since: number,
) => Promise<{ stakes: number; returns: number }>;

/** The tables of products whose stakes are `amount_minor` and returns `win_minor` per row. */
export type StakeTable = 'sb_coupons' | 'lotto_tickets' | 'toto_tickets';

/** A product's stakes from its own table: an open bet or ticket counts as a stake with no return until it settles. */
export function tableStakes(table: StakeTable): StakeSource {
  return async (trx, userId, currencyId, since) => {
    const row = await trx
      .selectFrom(table)
      .select((eb) => [
        eb.fn.sum<number | string | null>('amount_minor').as('stakes'),
        eb.fn.sum<number | string | null>(eb.fn.coalesce('win_minor', eb.lit(0))).as('returns'),
      ])
      .where('user_id', '=', userId)
      .where('currency_id', '=', currencyId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return { stakes: Number(row?.stakes ?? 0), returns: Number(row?.returns ?? 0) };
  };
}

/**
 * The limit service (spec 2 §7, issue 14) on the pure rules of limit-rules.ts: reads and writes
 * each player's limits, the questions and their single-use tokens, and the rolling-window usage
 * that the remaining amounts and the guard (guard.ts) count.
 */
export class LimitsService {
  private readonly stakeSources: StakeSource[] = [tableStakes('sb_coupons')];
  /** A player's limit rows: read by the guard on every bet, so compiled once (see PreparedQuery). */
  private readonly rowsQuery: PreparedQuery<{ user_id: number }, Selectable<PlayerLimitsTable>>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.rowsQuery = new PreparedQuery(db, (db, param) => db.selectFrom('player_limits').selectAll().where('user_id', '=', param('user_id')));
  }

  /** Each type's settled state (exclusions past their end and lapsed pending changes dropped). */
  async states(userId: number, trx: Kysely<Database> = this.db): Promise<Rows> {
    const rows = await this.rowsQuery.rows(trx, { user_id: userId });
    const now = this.clock.now();
    const raw: Rows = new Map();
    for (const r of rows) {
      const s = raw.get(r.limit_type) ?? { active: null, pending: null };
      const entry: rules.LimitEntry = {
        value: Number(r.limit_value),
        startedAt: Number(r.started_at),
        endsAt: r.ends_at === null ? null : Number(r.ends_at),
        reason: r.self_exclude_reason,
      };
      raw.set(r.limit_type, r.state === 'ACTIVE' ? { ...s, active: entry } : { ...s, pending: entry });
    }
    const out: Rows = new Map();
    for (const [type, s] of raw) out.set(type, rules.settle(s, now).state);
    return out;
  }

  async currencyOf(userId: number, trx: Kysely<Database> = this.db): Promise<Currency> {
    const user = await trx.selectFrom('users').select('currency_id').where('id', '=', userId).executeTakeFirstOrThrow();
    return currencyById(user.currency_id) ?? currencyById(1)!;
  }

  /** What a money limit's window has counted so far, in minor units of `currency`. */
  async used(userId: number, type: number, currency: Currency, trx: Kysely<Database> = this.db): Promise<number> {
    const since = this.clock.now() - (windowHours(type) ?? 0) * rules.HOUR_MS;
    if ((DEPOSIT_TYPES as readonly number[]).includes(type)) {
      const row = await trx
        .selectFrom('ledger')
        .innerJoin('accounts', 'accounts.id', 'ledger.account_id')
        .select((eb) => eb.fn.sum<number | string | null>('ledger.amount_minor').as('total'))
        .where('accounts.user_id', '=', userId)
        .where('accounts.currency_id', '=', currency.id)
        .where('ledger.kind', '=', 'deposit')
        .where('ledger.created_at', '>', since)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    }
    const { stakes, returns } = await this.betTotals(userId, currency, since, trx);
    // Loss counts an open bet as lost until it settles, so open bets cannot run past the limit.
    return (WAGERING_TYPES as readonly number[]).includes(type) ? stakes : Math.max(0, stakes - returns);
  }

  /**
   * Stakes placed since `since` and the returns of those of them settled (minor units), summed
   * over every product that takes stakes (the sportsbook, and each product added by addStakeSource).
   */
  async betTotals(
    userId: number,
    currency: Currency,
    since: number,
    trx: Kysely<Database> = this.db,
  ): Promise<{ stakes: number; returns: number }> {
    let stakes = 0;
    let returns = 0;
    for (const source of this.stakeSources) {
      const t = await source(trx, userId, currency.id, since);
      stakes += t.stakes;
      returns += t.returns;
    }
    return { stakes, returns };
  }

  /**
   * Counts a product's stakes and returns in the wagering and loss limits and reality checks
   * (a casino, toto or lotto unit calls this from its plugin; the sportsbook is built in).
   */
  addStakeSource(source: StakeSource): void {
    this.stakeSources.push(source);
  }

  /** The remaining amount (minor units) of each ACTIVE money limit of the given types. */
  async remaining(
    userId: number,
    types: readonly number[],
    currency: Currency,
    states: Rows,
    trx: Kysely<Database> = this.db,
  ): Promise<number[]> {
    const out: number[] = [];
    for (const type of types) {
      const active = states.get(type)?.active;
      if (!active) continue;
      out.push(active.value * 10 ** currency.minorUnits - (await this.used(userId, type, currency, trx)));
    }
    return out;
  }

  /** GET .../v3/limits: every ACTIVE limit and PENDING change, money ones with what remains. */
  async list(userId: number): Promise<LimitView[]> {
    const states = await this.states(userId);
    const currency = await this.currencyOf(userId);
    const now = this.clock.now();
    const views: LimitView[] = [];
    for (const type of [...states.keys()].sort((a, b) => a - b)) {
      const s = states.get(type)!;
      const money = MONEY_LIMIT_TYPES.includes(type);
      if (s.active) {
        const left = money ? lowestOrNull(await this.remaining(userId, [type], currency, states)) : null;
        views.push(view(type, 'ACTIVE', s.active, left === null ? null : fromMinor(left, currency), false, money ? currency.iso : null));
      }
      if (s.pending) views.push(view(type, 'PENDING', s.pending, null, rules.needsApproval(s.pending, now), money ? currency.iso : null));
    }
    return views;
  }

  available(): AvailableLimit[] {
    return LIMIT_TYPES.map((type): AvailableLimit => {
      if (MONEY_LIMIT_TYPES.includes(type)) return { type, availableValues: [], measure: 'currency' };
      if (type === LIMIT_TYPE.selfExclusion) return { type, availableValues: [...LIMIT_OPTIONS.selfExclusionDays], measure: 'days' };
      if (type === LIMIT_TYPE.depositTimeout) return { type, availableValues: [...LIMIT_OPTIONS.timeoutDays], measure: 'days' };
      if (type === LIMIT_TYPE.session) return { type, availableValues: [...LIMIT_OPTIONS.sessionHours], measure: 'hours' };
      return { type, availableValues: [...LIMIT_OPTIONS.realityCheckMinutes], measure: 'minutes' };
    });
  }

  reasons(lang: Lang) {
    return SELF_EXCLUDE_REASONS[lang].map((selfExcludeReason, i) => ({ id: i + 1, selfExcludeReason }));
  }

  /**
   * POST .../v3/limits. Every request is checked first (nothing is saved when one is refused).
   * Limits that are set or tightened are saved at once; those that loosen (an increase or a
   * removal) answer the questions and a token, and are saved by `testAnswers` once answered right.
   */
  async save(userId: number, limits: LimitRequest[], lang: Lang): Promise<SaveLimitsAnswer> {
    const seen = new Set<number>();
    for (const [i, l] of limits.entries()) {
      if (seen.has(l.limitType))
        throw new HttpError(400, 'limit.duplicate_type', 'a limit type appears twice', {
          pointer: `/limits/${i}/limitType`,
          meta: { limitType: l.limitType },
        });
      seen.add(l.limitType);
      const bad = rules.checkValue(l.limitType, l.limitValue);
      if (bad) throw refusal(bad, l.limitType);
      // A reason goes with a self-exclusion only, and must be one of GET .../v3/reasons/selfexclude.
      const reason = l.selfExcludeReason;
      if (reason !== undefined && (l.limitType !== LIMIT_TYPE.selfExclusion || reason > SELF_EXCLUDE_REASONS.en.length))
        throw new HttpError(400, 'limit.bad_value', 'selfExcludeReason is not one of the reasons, or not for a self-exclusion', {
          pointer: `/limits/${i}/selfExcludeReason`,
          meta: { limitType: l.limitType },
        });
    }
    const states = await this.states(userId);
    const now = this.clock.now();
    const tighten: LimitRequest[] = [];
    const loosen: LimitRequest[] = [];
    for (const l of limits) {
      const step = rules.request(l.limitType, states.get(l.limitType) ?? rules.EMPTY, l.limitValue, now);
      if (!step.ok) throw refusal(step.refusal, l.limitType);
      (step.event === 'requested' ? loosen : tighten).push(l);
    }
    // What protects more takes effect at once; only what loosens waits for the questions.
    if (tighten.length > 0) await this.apply(userId, tighten);
    if (loosen.length === 0) return { status: 200, questions: [], tokenGuid: null, limitsData: { limits: await this.list(userId) } };
    const guid = randomUUID();
    await this.db
      .insertInto('limit_tokens')
      .values({ guid, user_id: userId, request: JSON.stringify(loosen), expires_at: now + LIMIT_TOKEN_TTL_MS, used_at: null })
      .execute();
    return { status: 200, questions: await this.questions(lang), tokenGuid: guid, limitsData: { limits: await this.list(userId) } };
  }

  /** POST .../v3/testanswers: the token is used up; all answers right saves the limits it holds. */
  async testAnswers(userId: number, guid: string, answers: { questionId: number; answerId: number }[]): Promise<TestAnswersAnswer> {
    const now = this.clock.now();
    const token = await this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('limit_tokens').selectAll().where('guid', '=', guid).executeTakeFirst();
      if (!row || row.user_id !== userId || row.used_at !== null || Number(row.expires_at) <= now) return null;
      const used = await trx
        .updateTable('limit_tokens')
        .set({ used_at: now })
        .where('guid', '=', guid)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? row : null;
    });
    if (!token)
      throw new HttpError(400, 'limit.token_invalid', 'the token is unknown, used, expired or not yours', { pointer: '/tokenGuid' });
    const questions = await this.db.selectFrom('limit_questions').select(['id', 'right_answer_id']).orderBy('id').execute();
    const given = new Map(answers.map((a) => [a.questionId, a.answerId]));
    const questionsResult = questions.map((q) => ({ questionId: q.id, correct: given.get(q.id) === q.right_answer_id }));
    const success = questionsResult.every((r) => r.correct);
    if (success) await this.apply(userId, JSON.parse(token.request) as LimitRequest[]);
    return { questionsResult, success, limitsData: { limits: await this.list(userId) } };
  }

  /** POST .../v3/limitaction (approve). */
  async approve(userId: number, type: number): Promise<void> {
    await this.change(userId, type, (s, now) => rules.approve(type, s, now));
  }

  /** DELETE .../v3/limit (reject, or cancel, a pending change). */
  async reject(userId: number, type: number): Promise<void> {
    await this.change(userId, type, (s, now) => rules.reject(type, s, now));
  }

  /** Self-exclusion (BlockUser): the longest self-exclusion of the option list, at once. */
  async blockUser(userId: number): Promise<void> {
    const days = LIMIT_OPTIONS.selfExclusionDays[LIMIT_OPTIONS.selfExclusionDays.length - 1]!;
    const states = await this.states(userId);
    const current = states.get(LIMIT_TYPE.selfExclusion)?.active;
    if (current && (current.endsAt ?? 0) >= this.clock.now() + days * rules.DAY_MS) return;
    await this.apply(userId, [{ limitType: LIMIT_TYPE.selfExclusion, limitValue: days }]);
  }

  /** The questions in `lang`: English and Russian in their own columns, the others in limit_texts (English where one is missing). */
  async questions(lang: Lang): Promise<LimitQuestion[]> {
    const qs = await this.db.selectFrom('limit_questions').selectAll().orderBy('id').execute();
    const as = await this.db.selectFrom('limit_answers').selectAll().orderBy('id').execute();
    const texts = await this.db.selectFrom('limit_texts').select(['kind', 'ref_id', 'text']).where('lang', '=', lang).execute();
    const other = new Map(texts.map((t) => [`${t.kind}:${t.ref_id}`, t.text]));
    const say = (kind: 'question' | 'answer', row: { id: number; text_en: string; text_ru: string }) =>
      lang === 'ru' ? row.text_ru : (other.get(`${kind}:${row.id}`) ?? row.text_en);
    return qs.map((q) => ({
      id: q.id,
      text: say('question', q),
      answers: as.filter((a) => a.question_id === q.id).map((a) => ({ id: a.id, text: say('answer', a) })),
    }));
  }

  /** For the operator: every question with its right answer. */
  async questionsForOperator() {
    const en = await this.questions('en');
    const rights = new Map(
      (await this.db.selectFrom('limit_questions').select(['id', 'right_answer_id']).execute()).map((r) => [r.id, r.right_answer_id]),
    );
    return en.map((q) => ({ ...q, rightAnswerId: rights.get(q.id)! }));
  }

  private async apply(userId: number, limits: LimitRequest[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const states = await this.states(userId, trx);
      const now = this.clock.now();
      for (const l of limits) {
        const before = states.get(l.limitType) ?? rules.EMPTY;
        const step = rules.request(l.limitType, before, l.limitValue, now, l.selfExcludeReason ?? null);
        if (!step.ok) throw refusal(step.refusal, l.limitType);
        await this.write(trx, userId, l.limitType, step.state, step.event, l.limitValue);
      }
    });
  }

  private async change(userId: number, type: number, f: (s: rules.TypeState, now: number) => rules.Step): Promise<void> {
    if (!(LIMIT_TYPES as readonly number[]).includes(type)) throw refusal({ code: 'limit.bad_type' }, type);
    await this.db.transaction().execute(async (trx) => {
      const states = await this.states(userId, trx);
      const before = states.get(type) ?? rules.EMPTY;
      const step = f(before, this.clock.now());
      if (!step.ok) throw refusal(step.refusal, type);
      await this.write(trx, userId, type, step.state, step.event, before.pending?.value ?? null);
    });
  }

  private async write(
    trx: Kysely<Database>,
    userId: number,
    type: number,
    state: rules.TypeState,
    event: rules.LimitEvent,
    value: number | null,
  ) {
    const now = this.clock.now();
    await trx.deleteFrom('player_limits').where('user_id', '=', userId).where('limit_type', '=', type).execute();
    for (const [st, e] of [
      ['ACTIVE', state.active],
      ['PENDING', state.pending],
    ] as const) {
      if (!e) continue;
      await trx
        .insertInto('player_limits')
        .values({
          user_id: userId,
          limit_type: type,
          state: st,
          limit_value: e.value,
          started_at: e.startedAt,
          ends_at: e.endsAt,
          self_exclude_reason: e.reason,
          created_at: now,
        })
        .execute();
    }
    await trx.insertInto('limit_history').values({ user_id: userId, limit_type: type, event, limit_value: value, at_ms: now }).execute();
  }
}

function lowestOrNull(xs: number[]): number | null {
  return rules.lowestRemaining(xs);
}

function view(
  type: number,
  state: 'ACTIVE' | 'PENDING',
  e: rules.LimitEntry,
  balance: number | null,
  needApprove: boolean,
  currencyCode: string | null,
): LimitView {
  return {
    limitType: type,
    limitValue: e.value,
    limitState: state,
    startedAt: Math.floor(e.startedAt / 1000),
    endsAt: e.endsAt === null ? null : Math.floor(e.endsAt / 1000),
    limitBalance: balance,
    needApprove,
    selfExcludeReason: e.reason,
    currencyCode,
  };
}

export { LOSS_TYPES, WAGERING_TYPES, DEPOSIT_TYPES };
