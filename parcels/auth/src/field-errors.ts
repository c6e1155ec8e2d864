import { ApiError } from '@site/api';

export interface FormErrors<F extends string> {
  /** Messages to show next to their field. */
  fields: Partial<Record<F, string>>;
  /** Everything that names no field of this form, joined. */
  form: string | null;
}

export const noErrors = <F extends string>(): FormErrors<F> => ({ fields: {}, form: null });

/**
 * Splits an API error envelope by its source.pointer ("/email" -> the email field), so every
 * field error shows beside its field and the rest above the form.
 */
export function formErrors<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, form: error instanceof Error ? error.message : String(error) };
  if (error.items.length === 0) return { fields: {}, form: error.message };
  const out: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const item of error.items) {
    const name = item.source?.pointer.replace(/^\//, '').split('/')[0];
    const field = fields.find((f) => f === name);
    if (field) out[field] = out[field] ? `${out[field]}; ${item.detail}` : item.detail;
    else rest.push(item.detail);
  }
  return { fields: out, form: rest.length > 0 ? rest.join('; ') : null };
}
