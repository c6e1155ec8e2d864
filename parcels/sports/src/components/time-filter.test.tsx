import { screen } from '@testing-library/react';
import { sportsPath } from '../route-view';
import { world } from '../test-world';
import { TimeFilterBar } from './time-filter';

const filters = () => [...screen.getByTestId('time-filter').querySelectorAll('a')];

test('the time filter codes of spec 2 §3 as links, the current one marked', () => {
  const { renderIn } = world();
  renderIn(<TimeFilterBar value={2} hrefOf={(tf) => sportsPath.sport('en', 'live', 1, tf)} periods={[1, 2]} />);
  expect(filters().map((a) => [a.getAttribute('data-filter'), a.textContent, a.getAttribute('href')])).toEqual([
    ['0', 'All', '/en/live/1'],
    ['1', 'Upcoming', '/en/live/1?timeFilter=1'],
    ['2', '1st period', '/en/live/1?timeFilter=2'],
    ['3', '2nd period', '/en/live/1?timeFilter=3'],
    ['6', 'Recommended', '/en/live/1?timeFilter=6'],
  ]);
  expect(filters().filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.getAttribute('data-filter'))).toEqual(['2']);
});

test('a period filter shows only while some game is in that period (the chosen one stays)', () => {
  const shown = (value: 0 | 2, periods: number[]) => {
    const view = world().renderIn(<TimeFilterBar value={value} hrefOf={(tf) => sportsPath.sport('en', 'live', 1, tf)} periods={periods} />);
    const texts = filters().map((a) => a.textContent);
    view.unmount();
    return texts;
  };
  expect(shown(0, [])).toEqual(['All', 'Upcoming', 'Recommended']);
  expect(shown(0, [2])).toEqual(['All', 'Upcoming', '2nd period', 'Recommended']);
  expect(shown(2, [2])).toEqual(['All', 'Upcoming', '1st period', '2nd period', 'Recommended']);
});
