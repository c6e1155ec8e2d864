// The office's responsible-gaming page (issue 14; spec 2 §3-§5, §8): the five groups of limits
// with their current values, what remains, pending changes with the hours left; the questions
// dialog of a save; the self-exclusion warning and the fields disabled while an exclusion is in force. The toasts of
// spec 2 §8 come from the limits store (NotifyRequested).
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_TYPES as DEPOSIT_TYPE_LIST,
  LIMIT_TYPE,
  LOSS_TYPES,
  MONEY_LIMIT_TYPES,
  NO_DEPOSIT_LIMIT,
  SESSION_NOT_SET,
  WAGERING_TYPES,
  type Limit,
  type LimitChange,
  useStores,
} from '@site/stores';
import { DateTime, MessageText, Modal, Money } from '@site/ui';

/** The five groups of the page (spec 2 §3 "Section groups"), in order. */
const LIMIT_GROUPS = [
  { id: 'deposit', types: DEPOSIT_TYPE_LIST },
  { id: 'extra', types: [LIMIT_TYPE.depositTimeout, LIMIT_TYPE.selfExclusion, LIMIT_TYPE.session] },
  { id: 'reality', types: [LIMIT_TYPE.realityCheck] },
  { id: 'wagering', types: WAGERING_TYPES },
  { id: 'loss', types: LOSS_TYPES },
] as const;
type LimitGroupId = (typeof LIMIT_GROUPS)[number]['id'];

const MONEY_TYPES = new Set<number>(MONEY_LIMIT_TYPES);
const DEPOSIT_TYPES = new Set<number>(DEPOSIT_TYPE_LIST);
/** Fields disabled while an exclusion is in force: the extra limits (time-out, self-exclusion, session). */
const EXCLUSION_TYPES = new Set<number>([LIMIT_TYPE.selfExclusion, LIMIT_TYPE.depositTimeout, LIMIT_TYPE.session]);

type Drafts = Record<number, string>;

/** A limit's value in words: money in its currency, days, hours, minutes, or "no limit". */
const LimitValue = observer(function LimitValue({ type, value, currency }: { type: number; value: number; currency: string | null }) {
  const { t } = useTranslation('office');
  if ((DEPOSIT_TYPES.has(type) && value >= NO_DEPOSIT_LIMIT) || (type === LIMIT_TYPE.session && value === SESSION_NOT_SET))
    return <>{t('limits_none')}</>;
  if (MONEY_TYPES.has(type)) return currency ? <Money amount={value} currency={currency} /> : <>{value}</>;
  const unit = type === LIMIT_TYPE.session ? 'hours' : type === LIMIT_TYPE.realityCheck ? 'minutes' : 'days';
  return <>{t(`limits_${unit}`, { value })}</>;
});

const LimitRow = observer(function LimitRow({
  type,
  draft,
  setDraft,
  disabled,
}: {
  type: number;
  draft: string;
  setDraft(value: string): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('office');
  const { limits, accounts } = useStores();
  const active = limits.active(type);
  const pending = limits.pending(type);
  const options = limits.availableFor(type)?.availableValues ?? [];
  const currency = active?.currencyCode ?? pending?.currencyCode ?? accounts.activeAccount?.iso ?? null;
  const id = `limit-${type}`;
  return (
    <div className="responsible__row" data-testid={`${id}-row`}>
      <label htmlFor={id}>{t(`common:limit_type_${type}`)}</label>{' '}
      <span data-testid={`${id}-current`}>
        {active ? <LimitValue type={type} value={active.limitValue} currency={currency} /> : t('limits_not_set')}
      </span>
      {active && MONEY_TYPES.has(type) && active.limitBalance !== null && active.limitValue < NO_DEPOSIT_LIMIT && (
        <span data-testid={`${id}-remaining`}>
          {' '}
          {t('limits_remaining')} {currency ? <Money amount={active.limitBalance} currency={currency} /> : active.limitBalance}
        </span>
      )}
      {pending && <PendingNote type={type} pending={pending} currency={currency} />}{' '}
      {options.length > 0 ? (
        <select id={id} data-testid={id} value={draft} disabled={disabled} onChange={(e) => setDraft(e.currentTarget.value)}>
          <option value="">{t('limits_choose')}</option>
          {options.map((v) => (
            <option key={v} value={String(v)}>
              {DEPOSIT_TYPES.has(type) && v >= NO_DEPOSIT_LIMIT ? t('limits_none') : String(v)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          data-testid={id}
          type="number"
          min={1}
          step="any"
          inputMode="decimal"
          value={draft}
          disabled={disabled}
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
      )}
    </div>
  );
});

const PendingNote = observer(function PendingNote({ type, pending, currency }: { type: number; pending: Limit; currency: string | null }) {
  const { t } = useTranslation('office');
  const { limits } = useStores();
  const hours = limits.hoursLeft(pending);
  return (
    <span data-testid={`limit-${type}-pending`}>
      {' '}
      {t('limits_pending')} <LimitValue type={type} value={pending.limitValue} currency={currency} />{' '}
      {t(pending.needApprove ? 'limits_hours_to_approve' : 'limits_hours_left', { hours })}
      {DEPOSIT_TYPES.has(type) && !pending.needApprove && (
        <button type="button" data-testid={`limit-${type}-cancel`} onClick={() => void limits.reject(type)}>
          {t('limits_cancel_pending')}
        </button>
      )}
    </span>
  );
});

const LimitGroup = observer(function LimitGroup({ id, types }: { id: LimitGroupId; types: readonly number[] }) {
  const { t } = useTranslation('office');
  const { limits } = useStores();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [reason, setReason] = useState('');
  const exclusion = limits.exclusion;
  const choosingExclusion = id === 'extra' && (drafts[LIMIT_TYPE.selfExclusion] ?? '') !== '';
  const disabledType = (type: number) => limits.saving || (exclusion !== null && EXCLUSION_TYPES.has(type));
  const changes: LimitChange[] = types.flatMap((type) => {
    const value = Number(drafts[type] ?? '');
    if ((drafts[type] ?? '') === '' || !Number.isFinite(value) || disabledType(type)) return [];
    const change: LimitChange = { limitType: type, limitValue: value };
    if (type === LIMIT_TYPE.selfExclusion && reason !== '') change.selfExcludeReason = Number(reason);
    return [change];
  });
  const save = async () => {
    if (changes.length === 0) return;
    await limits.save(changes);
    setDrafts({});
    setReason('');
  };
  return (
    <section className={`responsible__group responsible__group--${id}`} data-testid={`limits-group-${id}`}>
      <h2>{t(`limits_group_${id}`)}</h2>
      {types.map((type) => (
        <LimitRow
          key={type}
          type={type}
          draft={drafts[type] ?? ''}
          disabled={disabledType(type)}
          setDraft={(v) => setDrafts((d) => ({ ...d, [type]: v }))}
        />
      ))}
      {choosingExclusion && (
        <div data-testid="limits-self-exclusion-warning" role="alert">
          <p>{t('limits_self_exclusion_warning')}</p>
          {limits.reasons.length > 0 && (
            <label>
              {t('limits_self_exclusion_reason')}{' '}
              <select data-testid="limit-30-reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)}>
                <option value="">{t('limits_choose')}</option>
                {limits.reasons.map((r) => (
                  <option key={r.id} value={String(r.id)}>
                    {r.selfExcludeReason}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      )}
      <button type="button" data-testid={`limits-save-${id}`} disabled={changes.length === 0 || limits.saving} onClick={() => void save()}>
        {t('limits_save')}
      </button>
    </section>
  );
});

/** The questions a save asked (spec 2 §5): every question answered, then the answers go with the token. */
export const QuestionsDialog = observer(function QuestionsDialog() {
  const { t } = useTranslation('office');
  const { limits } = useStores();
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const pending = limits.questions;
  if (!pending) return null;
  const complete = pending.questions.every((q) => answers[q.id] !== undefined);
  return (
    <Modal
      title={t('limits_questions_title')}
      onClose={() => limits.closeQuestions()}
      closeLabel={t('limits_close')}
      closeOnBackdrop={false}
      testId="limits-questions"
    >
      {pending.questions.map((q) => (
        <fieldset key={q.id} data-testid={`limits-question-${q.id}`}>
          <legend>{q.text}</legend>
          {q.answers.map((a) => (
            <label key={a.id}>
              <input
                type="radio"
                name={`question-${q.id}`}
                data-testid={`limits-answer-${q.id}-${a.id}`}
                checked={answers[q.id] === a.id}
                onChange={() => setAnswers((s) => ({ ...s, [q.id]: a.id }))}
              />{' '}
              {a.text}
            </label>
          ))}
        </fieldset>
      ))}
      <button
        type="button"
        data-testid="limits-questions-submit"
        disabled={!complete || limits.saving}
        onClick={() => {
          const list = pending.questions.map((q) => ({ questionId: q.id, answerId: answers[q.id] as number }));
          setAnswers({});
          void limits.answer(list);
        }}
      >
        {t('limits_questions_submit')}
      </button>
    </Modal>
  );
});

export const ResponsiblePage = observer(function ResponsiblePage() {
  const { t } = useTranslation('office');
  const { limits } = useStores();
  useEffect(() => {
    void limits.load(true);
  }, [limits]);
  const exclusion = limits.exclusion;
  return (
    <section className="responsible" data-testid="responsible-page">
      <h1>{t('section_responsible')}</h1>
      {limits.error && (
        <p role="alert" data-testid="limits-error">
          <MessageText message={limits.error} />
        </p>
      )}
      {exclusion && (
        <p data-testid="limits-exclusion" role="status">
          {t(exclusion.limitType === LIMIT_TYPE.depositTimeout ? 'limits_timeout_in_force' : 'limits_exclusion_in_force')}{' '}
          {exclusion.startedAt !== null && <DateTime value={exclusion.startedAt * 1000} />}
          {' – '}
          {exclusion.endsAt !== null && <DateTime value={exclusion.endsAt * 1000} />}
        </p>
      )}
      {!limits.loaded && limits.loading ? (
        <p data-testid="limits-loading">{t('limits_loading')}</p>
      ) : (
        LIMIT_GROUPS.map((g) => <LimitGroup key={g.id} id={g.id} types={g.types} />)
      )}
      <QuestionsDialog />
    </section>
  );
});
