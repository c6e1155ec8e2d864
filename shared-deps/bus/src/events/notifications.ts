// Notifications (spec 1 §8, §9; spec 2 §2 "notification areas"): whoever has something to tell
// the player publishes NotifyRequested; the notifications parcel shows it. The texts travel as
// Messages (a code and its values), so they are said in the player's language where shown.
import { ApiError, isRecord, type Message, messageOf } from '@site/api';
import { BusEvent } from '../event';

/** How a notification behaves: permanent ones stay until closed, the others close after 10 s. */
export const NOTIFICATION_TYPES = ['alert', 'default', 'snackbar', 'control', 'permanent'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Where it shows. The spec names the areas' limits only (default at most 3, others at most 1):
 * `default` is the stack in the top right corner, `top` a banner over the page (maintenance and
 * update notices), `bottom` the snackbar line.
 */
export const NOTIFICATION_AREAS = ['default', 'top', 'bottom'] as const;
export type NotificationArea = (typeof NOTIFICATION_AREAS)[number];

/** Picks the default title (spec 1 §8): error 'main_error', success 'main_done', ok 'main_ok'. */
export const NOTIFICATION_KINDS = ['error', 'success', 'ok'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export interface NotificationAction {
  label: Message;
  /** In-page publishers only: a payload from a remote front-end carries no code. */
  run(): void;
}

export interface Notification {
  type: NotificationType;
  /** Defaults to `default`. */
  area?: NotificationArea;
  kind?: NotificationKind;
  /** Without one, the kind's default title (if any). */
  title?: Message;
  text: Message;
  action?: NotificationAction;
  /** In-page publishers only: runs when the player closes it (the session-limit notice signs out). */
  onClose?: () => void;
  /** The unit that asked: its notifications close when it is unmounted (MfUnmounted). */
  source?: string;
  /** A notification with the id of one still shown replaces it (one update notice, not five). */
  id?: string;
}

export class NotifyRequested extends BusEvent<Notification> {
  static readonly type = 'notifications/notify';
  static parse(p: unknown): Notification {
    return parseNotification(p);
  }
}

/** Closes the notification with this id, if one is shown (a reminder whose reason went away). */
export class NotifyDismissed extends BusEvent<{ id: string }> {
  static readonly type = 'notifications/dismiss';
}

/**
 * The error notification of a failed call (spec 1 §8: "Errors on a REST call show an error
 * notification with the message, unless the error is a cancel"); null for a cancel.
 */
export function failureNotice(error: unknown, source?: string): Notification | null {
  if (error instanceof ApiError && error.isCancel) return null;
  return { type: 'alert', kind: 'error', text: messageOf(error), ...(source !== undefined && { source }) };
}

const MAX_CODE = 100;
const MAX_TEXT = 500;
const MAX_VALUES = 20;

function fail(message: string): never {
  throw new Error(message);
}

const isShortText = (x: unknown, max: number): x is string => typeof x === 'string' && x !== '' && x.length <= max;

function parseMessage(x: unknown, where: string): Message {
  if (!isRecord(x) || !isShortText(x.code, MAX_CODE)) fail(`${where}.code must be a non-empty string of at most ${MAX_CODE} characters`);
  if (x.values === undefined) return { code: x.code };
  if (!isRecord(x.values) || Object.keys(x.values).length > MAX_VALUES)
    fail(`${where}.values must be an object of at most ${MAX_VALUES} values`);
  const values: Record<string, string | number> = {};
  for (const [key, v] of Object.entries(x.values)) {
    const ok = (typeof v === 'string' && v.length <= MAX_TEXT) || (typeof v === 'number' && Number.isFinite(v));
    if (!ok) fail(`${where}.values.${key.slice(0, 40)} must be a short text or a number`);
    values[key] = v;
  }
  return { code: x.code, values };
}

function oneOf<T extends string>(list: readonly T[], x: unknown, name: string): T {
  if (!(list as readonly unknown[]).includes(x)) fail(`${name} must be one of ${list.join(', ')}`);
  return x as T;
}

/** A notification from outside the page's code: its data only (never an action to run). */
export function parseNotification(p: unknown): Notification {
  if (!isRecord(p)) fail('payload must be an object');
  const out: Notification = { type: oneOf(NOTIFICATION_TYPES, p.type, 'type'), text: parseMessage(p.text, 'text') };
  if (p.area !== undefined) out.area = oneOf(NOTIFICATION_AREAS, p.area, 'area');
  if (p.kind !== undefined) out.kind = oneOf(NOTIFICATION_KINDS, p.kind, 'kind');
  if (p.title !== undefined) out.title = parseMessage(p.title, 'title');
  if (p.source !== undefined) out.source = isShortText(p.source, MAX_CODE) ? p.source : fail('source must be a short text');
  if (p.id !== undefined) out.id = isShortText(p.id, MAX_CODE) ? p.id : fail('id must be a short text');
  return out;
}
