import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Message, PAYMENT_PATHS, PAYMENT_QUESTION_MAX, PAYMENT_TOPICS, type PaymentTopic } from '@site/api';
import { useStores } from '@site/stores';
import { DateTime, MessageText, Money } from '@site/ui';
import { parseQuestions, parseRequests } from './payment-answers';
import { LoadProblem } from './load-problem';
import { failureOf, useLoad } from './use-load';
import { webPath } from './web-path';

const base = (lang: string) => `/${lang}/office/payment`;
const topicOf = (id: string | undefined): PaymentTopic | undefined => PAYMENT_TOPICS.find((t) => String(t.id) === id);

/** office/payment/requests: the player's questions to the payments team, and the way to ask one. */
export const PaymentRequestsPage = observer(function PaymentRequestsPage() {
  const { t } = useTranslation('office');
  const { api, settings } = useStores();
  const [state] = useLoad(async (signal) => parseQuestions(await api.get<unknown>(webPath(PAYMENT_PATHS.questions), { signal })), [api]);
  return (
    <section data-testid="payment-requests-page">
      <h1>{t('pay_questions_title')}</h1>
      <p>
        <a data-testid="payment-question-new" href={`${base(settings.language)}/create-request`}>
          {t('pay_questions_new')}
        </a>
      </p>
      <LoadProblem state={state} testId="payment-questions" />
      {state.kind === 'ready' && state.value.length === 0 && <p data-testid="payment-questions-empty">{t('pay_questions_empty')}</p>}
      {state.kind === 'ready' && (
        <ul>
          {state.value.map((q) => (
            <li key={q.id} data-testid="payment-question" data-status={q.status}>
              <DateTime value={q.createdAt} /> · {t(`pay_topic_${topicOf(String(q.topicId))?.key ?? 'general'}`)}
              {q.requestId !== null && ` · ${t('pay_col_id')} ${q.requestId}`} · {t(`pay_question_${q.status}`)}
              <div>{q.text}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

/** office/payment/create-request and its children: topic, sub-topic or payment, then the question. */
export const CreateRequestPage = observer(function CreateRequestPage({ route }: { route: { name: string | null; params: Record<string, string | undefined> } }) {
  const { t } = useTranslation('office');
  const lang = useStores().settings.language;
  const topic = topicOf(route.params.topicId);
  if (route.name === 'office-payment-create-request' || !topic) {
    return (
      <section data-testid="payment-topics">
        <h1>{t('pay_questions_new')}</h1>
        {route.name !== 'office-payment-create-request' && <p data-testid="payment-topic-unknown">{t('pay_topic_missing')}</p>}
        <ul>
          {PAYMENT_TOPICS.map((tp) => (
            <li key={tp.id}>
              <a data-testid={`payment-topic-${tp.id}`} href={`${base(lang)}/create-request/${tp.id}`}>
                {t(`pay_topic_${tp.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const topicPath = `${base(lang)}/create-request/${topic.id}`;
  if (route.name === 'office-payment-topic-transactions') return <TransactionsChoice topic={topic} topicPath={topicPath} />;
  const requestId = route.name === 'office-payment-topic-transaction' ? Number(route.params.transactionId) : undefined;
  const subTopicId = route.name === 'office-payment-subtopic' ? Number(route.params.subTopicId) : undefined;
  const subtopics: readonly { id: number; key: string }[] = topic.subtopics;
  const subtopic = subtopics.find((s) => s.id === subTopicId);
  return (
    <section data-testid="payment-topic" data-topic={topic.id}>
      <h1>{t(`pay_topic_${topic.key}`)}</h1>
      {topic.kind && requestId === undefined && (
        <p>
          <a data-testid="payment-choose-transaction" href={`${topicPath}/transactions`}>
            {t('pay_choose_transaction')}
          </a>
        </p>
      )}
      {subTopicId === undefined && subtopics.length > 0 && (
        <ul>
          {subtopics.map((s) => (
            <li key={s.id}>
              <a data-testid={`payment-subtopic-${s.id}`} href={`${topicPath}/${s.id}`}>
                {t(`pay_subtopic_${s.key}`)}
              </a>
            </li>
          ))}
        </ul>
      )}
      {subtopic && <h2>{t(`pay_subtopic_${subtopic.key}`)}</h2>}
      {requestId !== undefined && Number.isSafeInteger(requestId) && <p data-testid="payment-question-transaction">{t('pay_col_id')} {requestId}</p>}
      <QuestionForm topicId={topic.id} {...(subtopic && { subTopicId: subtopic.id })} {...(requestId !== undefined && Number.isSafeInteger(requestId) && { requestId })} />
    </section>
  );
});

const TransactionsChoice = observer(function TransactionsChoice({ topic, topicPath }: { topic: PaymentTopic; topicPath: string }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [state] = useLoad(async (signal) => parseRequests(await api.get<unknown>(webPath(PAYMENT_PATHS.requests), { signal })), [api]);
  const mine = state.kind === 'ready' ? state.value.filter((r) => r.kind === topic.kind) : [];
  return (
    <section data-testid="payment-transactions">
      <h1>{t('pay_choose_transaction')}</h1>
      <LoadProblem state={state} testId="payment-transactions" />
      {state.kind === 'ready' && mine.length === 0 && <p data-testid="payment-transactions-empty">{t('pay_history_empty')}</p>}
      <ul>
        {mine.map((r) => (
          <li key={r.id}>
            <a data-testid="payment-transaction" href={`${topicPath}/transactions/${r.id}`}>
              {r.id} · <DateTime value={r.createdAt} /> · <Money amount={r.amount} currency={r.currency} /> · {t(`pay_status_${r.status}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
});

const QuestionForm = observer(function QuestionForm(props: { topicId: number; subTopicId?: number; requestId?: number }) {
  const { t } = useTranslation('office');
  const { api, settings } = useStores();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Message | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  if (sent)
    return (
      <p role="status" data-testid="payment-question-sent">
        {t('pay_question_sent')} <a href={`${base(settings.language)}/requests`}>{t('pay_questions_title')}</a>
      </p>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return setProblem({ code: 'form.required' });
    setBusy(true);
    try {
      await api.post<unknown>(webPath(PAYMENT_PATHS.questions), { ...props, text: text.trim() });
      setSent(true);
    } catch (error) {
      setProblem(failureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form data-testid="payment-question-form" onSubmit={submit} noValidate>
      <label>
        {t('pay_question_text')}
        <textarea data-testid="payment-question-text" maxLength={PAYMENT_QUESTION_MAX} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </label>
      {problem && (
        <p role="alert" data-testid="payment-question-error">
          <MessageText message={problem} />
        </p>
      )}
      <button type="submit" data-testid="payment-question-submit" disabled={busy}>
        {t('pay_question_send')}
      </button>
    </form>
  );
});
