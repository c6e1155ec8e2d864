import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectedUnit, InspectorAction, InspectorSource } from './source';

export interface InspectorProps {
  /** The shell's unit tracker (root-config's UnitTracker.source()). */
  source?: InspectorSource;
  /** Starts open (tests, or a developer who keeps it open). */
  initiallyOpen?: boolean;
}

const panelStyle: CSSProperties = {
  position: 'fixed',
  right: 8,
  bottom: 8,
  zIndex: 1000,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: '60vh',
  overflow: 'auto',
  background: '#fff',
  color: '#1b2430',
  border: '1px solid #9aa4b2',
  borderRadius: 6,
  boxShadow: '0 4px 16px rgba(0,0,0,.2)',
  font: '12px system-ui, sans-serif',
};
const toggleStyle: CSSProperties = { position: 'fixed', right: 8, bottom: 8, zIndex: 1001, font: '12px system-ui, sans-serif' };
const cell: CSSProperties = { padding: '2px 6px', borderBottom: '1px solid #e6e9ef', textAlign: 'left', verticalAlign: 'top' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all' };

/** Re-renders whenever the source says something changed. */
function useUnits(source: InspectorSource | undefined): InspectedUnit[] {
  const [, setVersion] = useState(0);
  useEffect(() => source?.subscribe(() => setVersion((v) => v + 1)), [source]);
  return source ? source.units() : [];
}

/**
 * The parcel inspector: every registered application and parcel with its single-spa status,
 * its shell status, where it was loaded from (URL, hash, integrity, override), load and mount
 * times and its last error; each can be unmounted, remounted and reloaded from the network.
 * A toggle button opens it; Escape closes it and gives the focus back to the toggle.
 */
export function Inspector({ source, initiallyOpen = false }: InspectorProps) {
  const { t } = useTranslation('inspector');
  const [open, setOpen] = useState(initiallyOpen);
  const [busy, setBusy] = useState<Record<string, InspectorAction | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const units = useUnits(source);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Opening moves the focus into the panel; closing gives it back to the toggle.
  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (returnFocus.current) toggleRef.current?.focus();
    returnFocus.current = false;
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    }
  };

  const run = (action: InspectorAction, name: string) => {
    if (!source || busy[name]) return;
    setFailure(null);
    setBusy((b) => ({ ...b, [name]: action }));
    source[action](name)
      .catch((e: unknown) => setFailure(t('action_failed', { action: t(action), name, error: e instanceof Error ? e.message : String(e) })))
      .finally(() => setBusy((b) => ({ ...b, [name]: undefined })));
  };

  const ms = (value: number | null) => (value === null ? t('none') : t('duration_ms', { value }));

  return (
    <div data-testid="parcel-inspector" className="site-inspector">
      {!open && (
        <button
          ref={toggleRef}
          type="button"
          style={toggleStyle}
          aria-expanded={false}
          aria-controls={panelId}
          data-testid="parcel-inspector-toggle"
          onClick={() => setOpen(true)}
        >
          {t('open')}
        </button>
      )}
      {open && (
        <section
          id={panelId}
          role="region"
          aria-labelledby={titleId}
          style={panelStyle}
          onKeyDown={onKeyDown}
          data-testid="parcel-inspector-panel"
        >
          <div
            style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 6px', position: 'sticky', top: 0, background: '#fff' }}
          >
            <h2 id={titleId} style={{ fontSize: 14, margin: 0, flex: 1 }}>
              {t('title')}
            </h2>
            <button
              type="button"
              aria-expanded={true}
              aria-controls={panelId}
              data-testid="parcel-inspector-close"
              onClick={close}
              ref={closeRef}
            >
              {t('close')}
            </button>
          </div>
          {failure && (
            <p role="alert" data-testid="inspector-failure" style={{ color: '#b3261e', margin: '4px 6px' }}>
              {failure}
            </p>
          )}
          {!source && <p style={{ margin: '4px 6px' }}>{t('unavailable')}</p>}
          {source && units.length === 0 && <p style={{ margin: '4px 6px' }}>{t('empty')}</p>}
          {units.length > 0 && (
            <table style={{ borderCollapse: 'collapse', width: '100%' }}>
              <caption style={{ textAlign: 'left', padding: '0 6px', color: '#555' }}>{t('caption')}</caption>
              <thead>
                <tr>
                  {(
                    [
                      'col_unit',
                      'col_kind',
                      'col_app_status',
                      'col_status',
                      'col_slots',
                      'col_source',
                      'col_hash',
                      'col_override',
                      'col_load',
                      'col_mount',
                      'col_error',
                      'col_actions',
                    ] as const
                  ).map((k) => (
                    <th key={k} scope="col" style={cell}>
                      {t(k)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {units.map((u) => {
                  const pending = busy[u.name];
                  return (
                    <tr
                      key={u.name}
                      data-testid="inspector-row"
                      data-unit={u.name}
                      data-status={u.status ?? ''}
                      data-app-status={u.appStatus ?? ''}
                      aria-busy={pending ? true : undefined}
                    >
                      <th scope="row" style={{ ...cell, ...code }}>
                        {u.name}
                      </th>
                      <td style={cell}>{t(u.kind === 'application' ? 'kind_application' : 'kind_parcel')}</td>
                      <td style={cell} data-testid="inspector-app-status">
                        {u.appStatus ?? t('none')}
                      </td>
                      <td style={cell} data-testid="inspector-status">
                        {u.status ?? t('none')}
                      </td>
                      <td style={cell} data-testid="inspector-slots">
                        {u.slots}
                      </td>
                      <td style={{ ...cell, ...code }} data-testid="inspector-url" title={u.integrity ?? undefined}>
                        {u.url ?? t('none')}
                      </td>
                      <td style={{ ...cell, ...code }} data-testid="inspector-hash">
                        {u.hash ?? t('none')}
                      </td>
                      <td
                        style={cell}
                        data-testid="inspector-override"
                        data-override={u.override ? 'active' : 'none'}
                        title={u.override ?? undefined}
                      >
                        {u.override ? t('override_active') : t('override_none')}
                      </td>
                      <td style={cell} data-testid="inspector-load-ms">
                        {ms(u.loadMs)}
                      </td>
                      <td style={cell} data-testid="inspector-mount-ms">
                        {ms(u.mountMs)}
                      </td>
                      <td style={{ ...cell, color: u.lastError ? '#b3261e' : undefined }} data-testid="inspector-error">
                        {u.lastError ?? t('none')}
                      </td>
                      <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                        {(['unmount', 'remount', 'reload'] as const).map((action) => (
                          <button
                            key={action}
                            type="button"
                            data-testid={`inspector-${action}`}
                            aria-label={t(`${action}_label`, { name: u.name })}
                            disabled={!!pending || (action === 'unmount' && u.slots === 0)}
                            onClick={() => run(action, u.name)}
                          >
                            {t(action)}
                          </button>
                        ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </section>
      )}
    </div>
  );
}
