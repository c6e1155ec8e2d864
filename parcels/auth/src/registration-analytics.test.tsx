// Issue 16: a registration is counted by analytics with its type and bonus choice, nothing personal.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AnalyticsRequested } from '@site/bus';
import { RegistrationPage } from './registration-page';
import { authWorld, signedInReplies } from './test-world';

test('a registration publishes its type and bonus choice for analytics, and no personal data', async () => {
  const replies = signedInReplies(3);
  const w = authWorld((m, p, b) => (p === '/web-api/auth/register' ? { status: 201, body: { userId: 3, login: '3' } } : replies(m, p, b)));
  const heard: unknown[] = [];
  w.store.bus.subscribe(AnalyticsRequested, (e) => heard.push(e.payload));
  w.view(<RegistrationPage />);
  fireEvent.click(screen.getByTestId('reg-type-phone_reg'));
  fireEvent.change(screen.getByTestId('reg-phone_number'), { target: { value: '9123456789' } });
  fireEvent.change(screen.getByTestId('reg-password'), { target: { value: 'long-enough-1' } });
  fireEvent.click(screen.getByTestId('reg-bonus-2'));
  await waitFor(() => expect((screen.getByTestId('reg-submit') as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(screen.getByTestId('reg-submit'));
  await waitFor(() => expect(w.store.user.userId).toBe(3));
  expect(heard).toEqual([{ kind: 'registration', regType: 'phone_reg', bonusChoice: 2 }]);
});
