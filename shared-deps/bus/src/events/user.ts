import { BusEvent } from '../event';

export class UserLoggedIn extends BusEvent<{ userId: number }> {
  static readonly type = 'user/logged-in';
}
export class UserLoggedOut extends BusEvent<Record<string, never>> {
  static readonly type = 'user/logged-out';
}
export class LanguageChanged extends BusEvent<{ lang: string }> {
  static readonly type = 'user/language-changed';
}
/**
 * Someone (the header, the coupon's "log in to bet") asks for the login modal. `returnUrl`: a
 * same-site path to go to after login; without it the player stays where they are.
 */
export class LoginRequested extends BusEvent<{ returnUrl?: string }> {
  static readonly type = 'user/login-requested';
}
