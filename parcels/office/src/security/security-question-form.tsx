import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '@site/stores';
import { FormError, type FormErrors, formErrors, noErrors } from '@site/ui';

const FIELDS = ['question', 'answer'] as const;

/** The security question and its answer (kept hashed by the server). */
export function SecurityQuestionForm({ current, onChanged }: { current: string | null; onChanged(): void }) {
  const { t } = useTranslation('office');
  const { api } = useStores();
  const [question, setQuestion] = useState(current ?? '');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FormErrors<(typeof FIELDS)[number]>>(noErrors());

  const run = async (call: () => Promise<unknown>) => {
    setErrors(noErrors());
    try {
      await call();
      setAnswer('');
      onChanged();
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(() => api.put('web:/user/security-question', { question: question.trim(), answer }));
  };

  return (
    <form className="office-form" data-testid="security-question-form" onSubmit={save} noValidate>
      <h2>{t('security_question_title')}</h2>
      <p data-testid="security-question-current">{current ? t('security_question_set', { question: current }) : t('security_question_none')}</p>
      <FormError className="office-form__error" messages={errors.form} testId="security-question-error" />
      <label htmlFor="security-question">{t('security_question')}</label>
      <input id="security-question" data-testid="security-question" value={question} onChange={(e) => setQuestion(e.currentTarget.value)} />
      <FormError className="office-field__error" messages={errors.fields.question} testId="security-question-field-error" />
      <label htmlFor="security-answer">{t('security_answer')}</label>
      <input id="security-answer" data-testid="security-answer" type="password" value={answer} onChange={(e) => setAnswer(e.currentTarget.value)} />
      <FormError className="office-field__error" messages={errors.fields.answer} testId="security-answer-error" />
      <button type="submit" data-testid="security-question-save">
        {t('security_question_save')}
      </button>
      {current && (
        <button type="button" data-testid="security-question-remove" onClick={() => void run(() => api.delete('web:/user/security-question'))}>
          {t('security_question_remove')}
        </button>
      )}
    </form>
  );
}
