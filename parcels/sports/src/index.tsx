import { createReactParcel } from '@site/ui';
import { SportsApp, type LiveProbe, type SportsAppProps } from './components/sports-app';
import { sportsTexts } from './locales';
import { resultsPageFor } from './results/results-routes';
import { sportsStyles } from './styles';

/** bench/live.ts installs this before the app mounts to time stream updates to paint. */
declare global {
  interface Window {
    __siteLiveProbe?: LiveProbe;
  }
}

function Root(props: SportsAppProps) {
  // Results and statistics (issue 19): pages of their own, on the sportsbook's results API.
  const results = resultsPageFor(props.route);
  return (
    <div className="app-sports">
      {results ?? <SportsApp {...props} {...(typeof window !== 'undefined' && window.__siteLiveProbe && { probe: window.__siteLiveProbe })} />}
    </div>
  );
}

export const { bootstrap, mount, update, unmount } = createReactParcel<SportsAppProps>({ rootComponent: Root, texts: sportsTexts, styles: sportsStyles });
