// Runs the analytics module and keeps Google Consent Mode in step with the player's choice for
// as long as the parcel is mounted (the root config mounts it once, beside the layout).
import { useEffect } from 'react';
import { ConsentChanged } from '@site/bus';
import { useStores } from '@site/stores';
import { type Clock, systemClock } from '@site/ui';
import { startAnalytics } from './analytics/analytics';
import { updateConsentMode } from './consent-mode';

export function AnalyticsRunner({ clock }: { clock?: Clock }) {
  const root = useStores();
  useEffect(() => {
    const stop = startAnalytics({ root, clock: clock ?? systemClock() });
    const win = window as { gtag?: unknown };
    if (root.consent.type !== null) updateConsentMode(win, root.consent.type);
    const sub = root.bus.subscribe(ConsentChanged, (e) => updateConsentMode(win, e.payload.type));
    return () => {
      sub.unsubscribe();
      stop();
    };
  }, [root, clock]);
  return null;
}
