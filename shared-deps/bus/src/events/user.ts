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
