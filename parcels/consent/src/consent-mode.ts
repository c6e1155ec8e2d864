// Google Consent Mode v2: the root HTML sets every storage to 'denied' before any tag
// (root-config/index.html); the player's choice updates it here. No tag host is loaded: the
// page only tells whatever reads window.dataLayer what it may do.
import { allowsOption } from '@site/stores';
import type { CookieAgreeType } from '@site/api';

type Granted = 'granted' | 'denied';
export interface ConsentModeState {
  ad_storage: Granted;
  analytics_storage: Granted;
  ad_user_data: Granted;
  ad_personalization: Granted;
  functionality_storage: Granted;
  personalization_storage: Granted;
}

export function consentModeOf(type: CookieAgreeType): ConsentModeState {
  const marketing: Granted = allowsOption(type, 'marketing') ? 'granted' : 'denied';
  const functionality: Granted = allowsOption(type, 'functionality') ? 'granted' : 'denied';
  return {
    ad_storage: marketing,
    analytics_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
    functionality_storage: functionality,
    personalization_storage: functionality,
  };
}

/** `gtag('consent', 'update', ...)` with the gtag the root HTML defined (nothing without it). */
export function updateConsentMode(win: { gtag?: unknown }, type: CookieAgreeType): void {
  if (typeof win.gtag === 'function') (win.gtag as (...args: unknown[]) => void)('consent', 'update', consentModeOf(type));
}
