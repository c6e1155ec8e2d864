import type { ProfileBody } from '@site/api/contracts';
import { ageOn, profileProblem } from './profile-rules';

const NOW = Date.UTC(2026, 10, 25, 12);
const empty: ProfileBody = { name: null, surname: null, birthDate: null, address: null, documentType: null, documentNumber: null };

describe('personal data rules', () => {
  test('age counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-25', NOW)).toBe(18);
    expect(ageOn('2008-11-26', NOW)).toBe(17);
    expect(ageOn('2001-02-29', NOW)).toBeNull();
    expect(ageOn('2000-02-29', NOW)).toBe(26);
  });
  test('a full, valid profile passes; empty fields are allowed', () => {
    expect(profileProblem(empty, NOW)).toBeNull();
    expect(profileProblem({ name: 'Анна-Мария', surname: "O'Neil", birthDate: '1990-05-01', address: '1 Main St', documentType: 'passport', documentNumber: 'AB123456' }, NOW)).toBeNull();
  });
  test.each([
    [{ name: 'R2D2' }, '/name', 'profile.name_invalid'],
    [{ surname: '  ' }, '/surname', 'profile.name_invalid'],
    [{ birthDate: '1990-13-01' }, '/birthDate', 'profile.birth_date_invalid'],
    [{ birthDate: '2030-01-01' }, '/birthDate', 'profile.birth_date_invalid'],
    [{ birthDate: '2010-01-01' }, '/birthDate', 'profile.too_young'],
    [{ documentType: 'passport' }, '/documentNumber', 'profile.document_incomplete'],
    [{ documentNumber: 'AB1234' }, '/documentType', 'profile.document_incomplete'],
    [{ documentType: 'id_card', documentNumber: 'AB 12' }, '/documentNumber', 'profile.document_number_invalid'],
  ] as const)('%j is refused at %s with %s', (over, pointer, code) => {
    expect(profileProblem({ ...empty, ...over }, NOW)).toMatchObject({ pointer, code });
  });
});
