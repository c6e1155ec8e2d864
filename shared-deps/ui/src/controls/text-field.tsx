import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's id; one is made when absent. */
  id?: string;
  /** Words under the field. */
  hint?: ReactNode;
  /** The field's error, in the player's words (a `FormError` or a text): marks the field invalid. */
  error?: ReactNode;
  testId?: string;
  className?: string;
}

/** A labelled input with its hint and error, tied to it for screen readers (`aria-describedby`, `aria-invalid`). */
export function TextField({ label, id, hint, error, testId, className, ...input }: TextFieldProps) {
  const made = useId();
  const fieldId = id ?? `field-${made}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedBy = [input['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['site-field', className].filter(Boolean).join(' ')}>
      <label className="site-field__label" htmlFor={fieldId}>
        {label}
      </label>
      <input
        {...input}
        id={fieldId}
        data-testid={testId}
        className="site-field__input"
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="site-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <div className="site-field__error" id={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}
