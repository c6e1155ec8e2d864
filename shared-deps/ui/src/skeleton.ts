/** A grey placeholder shown while a part of the page loads. */
export function renderSkeleton(el: HTMLElement, lines = 3): () => void {
  const box = document.createElement('div');
  box.className = 'site-skeleton';
  box.setAttribute('data-testid', 'skeleton');
  box.setAttribute('aria-busy', 'true');
  for (let i = 0; i < lines; i++) box.appendChild(document.createElement('span'));
  el.replaceChildren(box);
  return () => box.remove();
}
