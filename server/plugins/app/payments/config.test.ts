import { defaultSiteConfig, type SiteConfig } from '@site/api';
import { amountRange, DEFAULT_FIRST_DEPOSIT_BONUS, firstDepositBonus } from './config';

const withOffice = (office: Record<string, unknown>): SiteConfig => ({ ...structuredClone(defaultSiteConfig), office } as SiteConfig);

describe('payment config', () => {
  test('the defaults per method and currency; none for an unknown method or currency', () => {
    const config = withOffice({});
    expect(amountRange(config, 'demo', 'RUB')).toEqual({ min: 100, max: 500000 });
    expect(amountRange(config, 'demo', 'JPY')).toEqual({ min: 100, max: 1000000 });
    expect(amountRange(config, 'card', 'RUB')).toBeNull();
    expect(amountRange(config, 'demo', 'XXX')).toBeNull();
  });
  test('the operator overrides a range; a broken one keeps the default', () => {
    expect(amountRange(withOffice({ paymentLimits: { demo: { RUB: { min: 50, max: 1000 } } } }), 'demo', 'RUB')).toEqual({ min: 50, max: 1000 });
    for (const broken of [{ min: 0, max: 10 }, { min: 10, max: 5 }, { min: '1', max: 10 }, null, 'x']) {
      expect(amountRange(withOffice({ paymentLimits: { demo: { RUB: broken } } }), 'demo', 'RUB')).toEqual({ min: 100, max: 500000 });
    }
    expect(amountRange(withOffice({ paymentLimits: 'nonsense' }), 'demo', 'USD')).toEqual({ min: 1, max: 10000 });
  });
  test('the first-deposit bonus: configured, or the default when broken', () => {
    expect(firstDepositBonus(withOffice({ firstDepositBonus: { percent: 50, max: { RUB: 5000, USD: -1 } } }))).toEqual({ percent: 50, max: { RUB: 5000 } });
    expect(firstDepositBonus(withOffice({ firstDepositBonus: { percent: 5000, max: {} } }))).toBe(DEFAULT_FIRST_DEPOSIT_BONUS);
    expect(firstDepositBonus(withOffice({}))).toBe(DEFAULT_FIRST_DEPOSIT_BONUS);
  });
});
