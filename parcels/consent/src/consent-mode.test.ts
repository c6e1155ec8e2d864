import { consentModeOf, updateConsentMode } from './consent-mode';

test('Google Consent Mode follows the choice: marketing grants ads and analytics, functionality its own storage', () => {
  expect(consentModeOf('disable')).toEqual({
    ad_storage: 'denied',
    analytics_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
  });
  expect(consentModeOf('marketing')).toMatchObject({
    ad_storage: 'granted',
    analytics_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    functionality_storage: 'denied',
  });
  expect(consentModeOf('functionality')).toMatchObject({
    ad_storage: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'granted',
  });
  expect(Object.values(consentModeOf('all')).every((v) => v === 'granted')).toBe(true);
  const calls: unknown[][] = [];
  updateConsentMode({ gtag: (...args: unknown[]) => calls.push(args) }, 'all');
  expect(calls[0]?.slice(0, 2)).toEqual(['consent', 'update']);
  expect(() => updateConsentMode({}, 'all')).not.toThrow();
});
