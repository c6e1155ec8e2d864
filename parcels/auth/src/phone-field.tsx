import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhoneCountry, PhoneMask } from '@site/api';
import { useStores } from '@site/stores';
import { applyPhoneMask, digitsOf } from './phone-mask';

export interface PhoneValue {
  /** ISO country of the number ("RU"), as the login and registration calls take it. */
  countryCode: string;
  /** The national number, digits only. */
  digits: string;
}

/**
 * A phone number: the country (with its dialling code) and the national number, typed into the
 * country's mask ("(912) 345-67-89"). The countries and masks are the server's dictionaries.
 */
export function PhoneField({ idPrefix, value, onChange, describedBy }: { idPrefix: string; value: PhoneValue; onChange(v: PhoneValue): void; describedBy?: string }) {
  const { t } = useTranslation('auth');
  const { api } = useStores();
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [masks, setMasks] = useState<PhoneMask[]>([]);
  useEffect(() => {
    let live = true;
    Promise.all([api.get<PhoneCountry[]>('web:/dicts/phone-countries'), api.get<PhoneMask[]>('web:/dicts/phone-masks')]).then(
      ([c, m]) => {
        if (!live) return;
        setCountries(c);
        setMasks(m);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api]);
  const country = countries.find((c) => c.country_code === value.countryCode);
  const mask = country ? masks.find((m) => m.CountryId === country.id) : undefined;
  const max = mask?.Max ?? 15;
  const type = (text: string) => {
    let d = digitsOf(text);
    // a number pasted with its dialling code ("+7 912 ...") keeps the national part
    if (country && d.length > max && d.startsWith(country.tel_code)) d = d.slice(country.tel_code.length);
    onChange({ ...value, digits: d.slice(0, max) });
  };
  return (
    <div className="auth-field auth-phone">
      <label htmlFor={`${idPrefix}-phone_number`}>{t('field_phone_number')}</label>
      <div className="auth-phone__row">
        <select
          id={`${idPrefix}-country_code`}
          data-testid={`${idPrefix}-country_code`}
          aria-label={t('field_country_code')}
          value={value.countryCode}
          onChange={(e) => onChange({ countryCode: e.target.value, digits: value.digits })}
        >
          {countries.map((c) => (
            <option key={c.id} value={c.country_code}>
              {`${c.name} +${c.tel_code}`}
            </option>
          ))}
        </select>
        <input
          id={`${idPrefix}-phone_number`}
          data-testid={`${idPrefix}-phone_number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={mask?.Mask.replace(/#/g, '0')}
          value={mask ? applyPhoneMask(mask.Mask, value.digits, max) : value.digits}
          onChange={(e) => type(e.target.value)}
          {...(describedBy && { 'aria-describedby': describedBy })}
        />
      </div>
    </div>
  );
}
