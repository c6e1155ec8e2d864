// Pure rules of the personal data (spec 2 §3: name, surname, birth date, address, document).
import { MIN_AGE_YEARS, type ProfileBody } from '@site/api/contracts';
import type { FieldProblem } from './registration-rules';

/** Letters of any script, with inner spaces, hyphens and apostrophes. */
const NAME = /^\p{L}+(?:[ '\u2019-]\p{L}+)*$/u;
const DOCUMENT_NUMBER = /^[A-Za-z0-9]{4,32}$/;

/** The age in whole years on `today` (UTC) of someone born on `birth` (YYYY-MM-DD), or null for no such date. */
export function ageOn(birth: string, todayMs: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  const today = new Date(todayMs);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() < mo - 1 || (today.getUTCMonth() === mo - 1 && today.getUTCDate() < d)) age--;
  return age;
}

/** Why the personal data is refused, or null; the first field at fault. */
export function profileProblem(body: ProfileBody, nowMs: number): FieldProblem | null {
  for (const field of ['name', 'surname'] as const) {
    const v = body[field];
    if (v !== null && !NAME.test(v.trim())) return { pointer: `/${field}`, code: 'profile.name_invalid', detail: `${field} may hold letters, spaces, hyphens and apostrophes only` };
  }
  if (body.birthDate !== null) {
    const age = ageOn(body.birthDate, nowMs);
    if (age === null || age < 0 || age > 120) return { pointer: '/birthDate', code: 'profile.birth_date_invalid', detail: 'birthDate is not a real date of birth' };
    if (age < MIN_AGE_YEARS) return { pointer: '/birthDate', code: 'profile.too_young', detail: `players must be at least ${MIN_AGE_YEARS}`, meta: { age: MIN_AGE_YEARS } };
  }
  if ((body.documentType === null) !== (body.documentNumber === null)) {
    return { pointer: body.documentType === null ? '/documentType' : '/documentNumber', code: 'profile.document_incomplete', detail: 'give the document type and number together' };
  }
  if (body.documentNumber !== null && !DOCUMENT_NUMBER.test(body.documentNumber)) {
    return { pointer: '/documentNumber', code: 'profile.document_number_invalid', detail: 'documentNumber is 4 to 32 letters and digits' };
  }
  return null;
}
