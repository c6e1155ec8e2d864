import { ApiError, messageOf, type ApiErrorItem, type Message } from '@site/api';

export interface FormErrors<F extends string> {
  /** Messages to show next to their field. */
  fields: Partial<Record<F, Message[]>>;
  /** Everything that names no field of this form. */
  form: Message[];
}

export const noErrors = <F extends string>(): FormErrors<F> => ({ fields: {}, form: [] });

/** A field the player left empty. */
export const REQUIRED: Message = { code: 'form.required' };

const messageOfItem = (item: ApiErrorItem): Message => (item.meta ? { code: item.code, values: item.meta } : { code: item.code });

/**
 * Splits an API error envelope by its source.pointer ("/email" -> the email field), so every
 * field error shows beside its field and the rest above the form; each as a message (code and
 * values), said in the player's language where it shows.
 */
export function formErrors<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!(error instanceof ApiError) || error.items.length === 0) return { fields: {}, form: [messageOf(error)] };
  const out: Partial<Record<F, Message[]>> = {};
  const rest: Message[] = [];
  for (const item of error.items) {
    const name = item.source?.pointer.replace(/^\//, '').split('/')[0];
    const field = fields.find((f) => f === name);
    if (field) (out[field] ??= []).push(messageOfItem(item));
    else rest.push(messageOfItem(item));
  }
  return { fields: out, form: rest };
}
