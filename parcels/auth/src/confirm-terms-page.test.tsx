import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfirmTermsPage } from './confirm-terms-page';
import { authWorld } from './test-world';

function setup(status: number, search = '') {
  const world = authWorld((method, url) => (method === 'POST' && url === '/web-api/api-v3/v2/user/agreement-rules/accept' ? { status, body: status === 200 ? { result: false, updatedAt: null } : { errors: [{ status: String(status), code: 'auth.unauthorized', detail: 'x' }] } } : undefined), { search });
  const loaded: string[] = [];
  world.view(<ConfirmTermsPage load={(url) => loaded.push(url)} />);
  return Object.assign(world, { loaded });
}

test('accepting stores the confirmation on the server, then the page loads where the player was going', async () => {
  const w = setup(200, '?returnUrl=%2Fen%2Flive');
  expect(screen.getByTestId('page-confirm-terms').textContent).toContain('Our terms have changed');
  fireEvent.click(screen.getByTestId('confirm-terms-accept'));
  await waitFor(() => expect(w.loaded).toEqual(['/en/live']));
  expect(w.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /web-api/api-v3/v2/user/agreement-rules/accept']);
});

test('without a safe return URL it goes to the language root', async () => {
  const w = setup(200, '?returnUrl=https%3A%2F%2Fevil.example%2F');
  fireEvent.click(screen.getByTestId('confirm-terms-accept'));
  await waitFor(() => expect(w.loaded).toEqual(['/en']));
});

test('a failure is an alert without a close button, and the page stays', async () => {
  const w = setup(401);
  fireEvent.click(screen.getByTestId('confirm-terms-accept'));
  const alert = await screen.findByTestId('confirm-terms-error');
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.querySelector('button')).toBeNull();
  expect(w.loaded).toEqual([]);
});
