/**
 * The error block shown where a part of the page failed (spec 1 §8): a title and a reload
 * action. Plain DOM, so layouts and the loader can use it without a framework; the crash
 * screen of a React parcel is this same block.
 */
export interface ErrorBlockOptions {
  title: string;
  reloadLabel: string;
  detail?: string;
  onReload(): void;
  /** `mf-error` (a unit that failed to load) unless told otherwise (`parcel-crashed`). */
  testId?: string;
}

export function renderErrorBlock(el: HTMLElement, opts: ErrorBlockOptions): () => void {
  const block = document.createElement('div');
  block.className = 'site-mf-error';
  block.setAttribute('data-testid', opts.testId ?? 'mf-error');
  block.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.textContent = opts.title;
  block.appendChild(title);
  if (opts.detail) {
    const detail = document.createElement('small');
    detail.textContent = opts.detail;
    block.appendChild(detail);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = opts.reloadLabel;
  button.setAttribute('data-testid', 'mf-reload');
  button.addEventListener('click', () => opts.onReload());
  block.appendChild(button);
  el.replaceChildren(block);
  return () => block.remove();
}
