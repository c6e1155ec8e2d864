import type { ReactNode } from 'react';

export interface LiveRegionProps {
  /** What to announce; nothing (null, '') leaves the region empty. */
  children?: ReactNode;
  /** An error that interrupts (role=alert); otherwise a polite status (role=status). */
  assertive?: boolean;
  testId?: string;
}

/**
 * A live region for screen readers (WCAG 4.1.3): render it always, change its content to be
 * heard. Readers announce a change inside a region that was already there; a region inserted
 * together with its text is often missed. Not shown (`.site-visually-hidden`): the visible
 * message stays where the eye looks for it.
 */
export function LiveRegion({ children, assertive = false, testId }: LiveRegionProps) {
  return (
    <div className="site-visually-hidden" role={assertive ? 'alert' : 'status'} aria-live={assertive ? 'assertive' : 'polite'} aria-atomic="true" data-testid={testId}>
      {children}
    </div>
  );
}
