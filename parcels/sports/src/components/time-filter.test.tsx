import { screen } from '@testing-library/react';
import { sportsPath } from '../route-view';
import { world } from '../test-world';
import { TimeFilterBar } from './time-filter';

test('the five time filter codes of spec 2 §3 as links, the current one marked', () => {
  const { renderIn } = world();
  renderIn(<TimeFilterBar value={2} hrefOf={(tf) => sportsPath.sport('en', 'live', 1, tf)} />);
  const links = screen.getByTestId('time-filter').querySelectorAll('a');
  expect([...links].map((a) => [a.getAttribute('data-filter'), a.textContent, a.getAttribute('href')])).toEqual([
    ['0', 'All', '/en/live/1'],
    ['1', 'Upcoming', '/en/live/1?timeFilter=1'],
    ['2', '1st period', '/en/live/1?timeFilter=2'],
    ['3', '2nd period', '/en/live/1?timeFilter=3'],
    ['6', 'Recommended', '/en/live/1?timeFilter=6'],
  ]);
  expect([...links].filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.getAttribute('data-filter'))).toEqual(['2']);
});
