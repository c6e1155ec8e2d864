/** @jest-environment jsdom */
import { renderErrorBlock } from './index';

test('the error block shows its title and calls reload on click', () => {
  const el = document.createElement('div');
  el.innerHTML = '<p>half-rendered parcel</p>';
  let reloads = 0;
  renderErrorBlock(el, { title: 'Failed', reloadLabel: 'Reload', onReload: () => reloads++ });
  expect(el.querySelector('[data-testid="mf-error"]')?.textContent).toContain('Failed');
  expect(el.textContent).not.toContain('half-rendered');
  (el.querySelector('button') as HTMLButtonElement).click();
  expect(reloads).toBe(1);
});
