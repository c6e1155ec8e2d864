import { type CSSProperties, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_AREAS, type NotificationArea, type NotificationKind } from '@site/bus';
import { useStores } from '@site/stores';
import { type Clock, systemClock, useMessageText } from '@site/ui';
import { connectNotifications, NotificationCenter, type ShownNotification } from './notification-center';

/** Spec 1 §8: default titles: error 'main_error', success 'main_done', ok 'main_ok'. */
export const DEFAULT_TITLES: Readonly<Record<NotificationKind, string>> = { error: 'main_error', success: 'main_done', ok: 'main_ok' };

const AREA_STYLES: Readonly<Record<NotificationArea, CSSProperties>> = {
  default: { top: 72, right: 16, width: 340 },
  top: { top: 8, left: '50%', transform: 'translateX(-50%)', width: 'min(720px, calc(100vw - 32px))' },
  bottom: { bottom: 16, left: '50%', transform: 'translateX(-50%)', width: 'min(480px, calc(100vw - 32px))' },
};
const areaStyle: CSSProperties = { position: 'fixed', zIndex: 90, display: 'flex', flexDirection: 'column', gap: 8, pointerEvents: 'none' };
const itemStyle: CSSProperties = {
  pointerEvents: 'auto',
  background: '#fff',
  borderRadius: 6,
  boxShadow: '0 4px 16px rgba(0,0,0,0.18)',
  padding: '10px 36px 10px 12px',
  position: 'relative',
};
/** The shell's notices, reminders and popups carry their id as their test id (`notice-update`, `reminder-coupon`...). */
const NAMED_NOTICE = /^(notice|reminder|popup)-[a-z-]+$/;
const KIND_COLOURS: Readonly<Record<NotificationKind, string>> = { error: '#d93025', success: '#188038', ok: '#1a73e8' };

function Item({ notification: n, onClose }: { notification: ShownNotification; onClose(): void }) {
  const { t } = useTranslation('notifications');
  const say = useMessageText();
  const title = n.title ? say(n.title) : n.kind ? t(`common:${DEFAULT_TITLES[n.kind]}`) : null;
  return (
    <div
      className={`site-notification site-notification--${n.type}`}
      style={{ ...itemStyle, borderLeft: `4px solid ${n.kind ? KIND_COLOURS[n.kind] : '#8a94a6'}` }}
      role={n.kind === 'error' ? 'alert' : 'status'}
      data-testid={n.id !== undefined && NAMED_NOTICE.test(n.id) ? n.id : 'notification'}
      data-type={n.type}
      data-kind={n.kind}
    >
      {title !== null && (
        <strong data-testid="notification-title" style={{ display: 'block' }}>
          {title}
        </strong>
      )}
      <span data-testid="notification-text">{say(n.text)}</span>
      {n.action && (
        <button
          type="button"
          data-testid="notification-action"
          style={{ display: 'block', marginTop: 6 }}
          onClick={() => {
            n.action?.run();
            onClose();
          }}
        >
          {say(n.action.label)}
        </button>
      )}
      <button
        type="button"
        data-testid="notification-close"
        aria-label={t('close')}
        onClick={() => {
          onClose();
          n.onClose?.();
        }}
        style={{ position: 'absolute', top: 4, right: 6, border: 0, background: 'none', fontSize: 18, cursor: 'pointer' }}
      >
        ×
      </button>
    </div>
  );
}

/** The notification areas of the page, fed by NotifyRequested on the bus. */
export function Notifications({ clock }: { clock?: Clock }) {
  const { bus } = useStores();
  const [center] = useState(() => new NotificationCenter(clock ?? systemClock()));
  useEffect(() => {
    const disconnect = connectNotifications(center, bus);
    return () => {
      disconnect();
      center.dispose();
    };
  }, [center, bus]);
  const shown = useSyncExternalStore(center.subscribe, () => center.shown);
  return (
    <div className="site-notifications" data-testid="notifications">
      {NOTIFICATION_AREAS.map((area) => (
        <section
          key={area}
          className={`site-notifications__${area}`}
          style={{ ...areaStyle, ...AREA_STYLES[area] }}
          aria-live="polite"
          data-testid={`notification-area-${area}`}
        >
          {shown
            .filter((n) => n.area === area)
            .map((n) => (
              <Item key={n.key} notification={n} onClose={() => center.close(n.key)} />
            ))}
        </section>
      ))}
    </div>
  );
}
