import { isRecord } from '@site/api';
import { BusEvent } from '../event';

/** A player signed in (session read, login, registration): open login prompts have done their job. */
export class UserLoggedIn extends BusEvent<{ userId: number }> {
  static readonly type = 'user/logged-in';
}
/**
 * Someone (the header, the coupon's "log in to bet") asks for the login modal. `returnUrl`: a
 * same-site path to go to after login; without it the player stays where they are.
 */
export class LoginRequested extends BusEvent<{ returnUrl?: string }> {
  static readonly type = 'user/login-requested';
  /** A remote front-end may ask too ("log in to play"); the login modal checks the path itself. */
  static parse(p: unknown): { returnUrl?: string } {
    if (!isRecord(p)) throw new Error('payload must be an object');
    if (p.returnUrl === undefined) return {};
    if (typeof p.returnUrl !== 'string' || p.returnUrl.length > 2000)
      throw new Error('returnUrl must be a path of at most 2000 characters');
    return { returnUrl: p.returnUrl };
  }
}

/**
 * Someone (the login form's "Forgot password?", the `?showForgotPasswordModal=1` query) asks for
 * the forgot-password modal; the header mounts it from the auth unit (issue 15).
 */
export class ForgotPasswordRequested extends BusEvent<Record<string, never>> {
  static readonly type = 'user/forgot-password-requested';
}

/**
 * This page's session ended (spec 2 §4): the player logged out, was logged off for inactivity,
 * or the session check found it ended elsewhere; `failed`: a logout the server did not answer.
 * The root config clears the cookies and the ban level and leaves the page (home or reload).
 */
export const SESSION_END_REASONS = ['logout', 'idle', 'elsewhere', 'failed'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
export class SessionEnded extends BusEvent<{ reason: SessionEndReason }> {
  static readonly type = 'user/session-ended';
}
