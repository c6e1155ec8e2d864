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

/** `gtag('consent', 'update', ...)`, as the inline script's gtag does: onto window.dataLayer. */
export function updateConsentMode(win: { dataLayer?: unknown[] }, type: CookieAgreeType): void {
  if (!Array.isArray(win.dataLayer)) return;
  // gtag pushes its `arguments` object; an array with the same items reads the same.
  win.dataLayer.push(['consent', 'update', consentModeOf(type)]);
}
