import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalProps {
  /** The dialog's name: shown as its heading and named by aria-labelledby. */
  title: ReactNode;
  /** Esc, the close button and (when allowed) a click on the backdrop ask for this. */
  onClose(): void;
  children?: ReactNode;
  /** A click beside the dialog closes it (default); off for questions that need an answer. */
  closeOnBackdrop?: boolean;
  /** The label of a × button in the corner; without it there is no such button. */
  closeLabel?: string;
  /** `alertdialog` for a question that interrupts (logout, clearing the coupon). */
  role?: 'dialog' | 'alertdialog';
  /** On the dialog; the backdrop gets `<testId>-backdrop`, the × button `<testId>-close`. */
  testId?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

// Its look is the kit's (theme/controls-css.ts `.site-modal`), in the theme's colours.
function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * The one modal of the site: a labelled dialog (role=dialog, aria-modal) that takes the focus
 * when it opens, keeps Tab and Shift+Tab inside, closes on Esc, and gives the focus back to the
 * element that had it (the button that opened it) when it goes.
 */
export function Modal({ title, onClose, children, closeOnBackdrop = true, closeLabel, role = 'dialog', testId, className }: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // Read at close time, so the newest onClose runs without re-running the focus effect.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const el = dialog.current;
    if (el) (focusables(el)[0] ?? el).focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close.current();
      return;
    }
    const el = dialog.current;
    if (event.key !== 'Tab' || !el) return;
    const items = focusables(el);
    if (items.length === 0) {
      event.preventDefault();
      el.focus();
      return;
    }
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === el || !el.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !el.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className="site-modal__backdrop"
      data-testid={testId ? `${testId}-backdrop` : undefined}
      // A press beside the dialog must not take the focus out of it.
      onMouseDown={(e) => e.target === e.currentTarget && e.preventDefault()}
      onClick={(e) => closeOnBackdrop && e.target === e.currentTarget && close.current()}
    >
      <div
        ref={dialog}
        className={className ? `site-modal ${className}` : 'site-modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="site-modal__title">
          {title}
        </h2>
        {children}
        {/* Last in the tab order (the first field takes the focus), first in the corner. */}
        {closeLabel !== undefined && (
          <button
            type="button"
            className="site-modal__close"
            aria-label={closeLabel}
            data-testid={testId ? `${testId}-close` : undefined}
            onClick={() => close.current()}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
