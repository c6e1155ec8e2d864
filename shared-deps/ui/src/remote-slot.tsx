import { useEffect, useRef } from 'react';
import { MfStatus } from '@site/bus';
import { type RemoteSlotHandle, type SlotOptions, useMountSlot } from './slots';

export interface RemoteSlotProps extends SlotOptions {
  /** The import-map name of the unit. */
  name: string;
  /** The unit could not be loaded (its error block shows meanwhile, with retries). */
  onFailed?(): void;
  testId?: string;
  className?: string;
}

/** Another unit inside a React parcel, through the shell's loader (one way to mount a slot). */
export function RemoteSlot({ name, exportName, kind = 'component', props, onFailed, testId, className }: RemoteSlotProps) {
  const mountSlot = useMountSlot();
  const el = useRef<HTMLDivElement>(null);
  const handle = useRef<RemoteSlotHandle | null>(null);
  const latest = useRef({ props, onFailed });
  useEffect(() => {
    latest.current = { props, onFailed };
    void handle.current?.update(props ?? {});
  }, [props, onFailed]);

  useEffect(() => {
    const target = el.current;
    if (!target || !mountSlot) {
      latest.current.onFailed?.();
      return;
    }
    let live = true;
    const h = mountSlot(target, name, { kind, props: latest.current.props ?? {}, ...(exportName !== undefined && { exportName }) });
    handle.current = h;
    void h.settled.then(() => {
      if (live && h.status() === MfStatus.Error) latest.current.onFailed?.();
    });
    return () => {
      live = false;
      handle.current = null;
      void h.unmount();
    };
  }, [mountSlot, name, exportName, kind]);

  return <div ref={el} className={className} data-testid={testId} data-remote-slot={name} />;
}
