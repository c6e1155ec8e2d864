/**
 * The route before the auth page, for "else the previous route" (spec 1 §4). single-spa fires
 * its routing event after the applications of a navigation are mounted, with the URL it came
 * from: the first such event after mount names the page the player came from. On a full page
 * load there is no such event, so a same-origin referrer stands in.
 */
export function trackPreviousRoute(win: Window): { get(): string | null; stop(): void } {
  let previous: string | null = null;
  try {
    const ref = win.document.referrer ? new URL(win.document.referrer) : null;
    if (ref && ref.origin === win.location.origin && ref.pathname !== win.location.pathname) previous = ref.href;
  } catch {
    previous = null;
  }
  let seen = false;
  const onRouting = (event: Event) => {
    const detail = (event as CustomEvent<{ oldUrl?: unknown; newUrl?: unknown }>).detail;
    if (seen || !detail || typeof detail.oldUrl !== 'string' || typeof detail.newUrl !== 'string') return;
    seen = true;
    if (new URL(detail.oldUrl).pathname !== new URL(detail.newUrl).pathname) previous = detail.oldUrl;
  };
  win.addEventListener('single-spa:routing-event', onRouting);
  return { get: () => previous, stop: () => win.removeEventListener('single-spa:routing-event', onRouting) };
}
