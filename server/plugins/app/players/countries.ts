// Countries players register from, with their phone dialling codes (spec 2 §3 phone country:
// id, name, country_code, tel_code; phone mask: CountryId, Mask, Max, Min).
export interface Country {
  id: number;
  name: string;
  /** ISO 3166 alpha-2 */
  country_code: string;
  tel_code: string;
  mask: string;
  min: number;
  max: number;
}

export const countries: readonly Country[] = [
  { id: 1, name: 'Russia', country_code: 'RU', tel_code: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 2, name: 'Kazakhstan', country_code: 'KZ', tel_code: '7', mask: '(###) ###-##-##', min: 10, max: 10 },
  { id: 3, name: 'Ukraine', country_code: 'UA', tel_code: '380', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 4, name: 'Azerbaijan', country_code: 'AZ', tel_code: '994', mask: '(##) ###-##-##', min: 9, max: 9 },
  { id: 66, name: 'Germany', country_code: 'DE', tel_code: '49', mask: '#### #######', min: 10, max: 11 },
  { id: 120, name: 'Kenya', country_code: 'KE', tel_code: '254', mask: '### ######', min: 9, max: 9 },
  { id: 126, name: 'Latvia', country_code: 'LV', tel_code: '371', mask: '## ### ###', min: 8, max: 8 },
  { id: 228, name: 'United Kingdom', country_code: 'GB', tel_code: '44', mask: '#### ######', min: 10, max: 10 },
];

export function countryById(id: number): Country | undefined {
  return countries.find((c) => c.id === id);
}

export function countryByCode(code: string): Country | undefined {
  const upper = code.toUpperCase();
  return countries.find((c) => c.country_code === upper);
}
