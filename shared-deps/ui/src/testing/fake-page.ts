import type { PageVisibility } from '../scheduler';

/** A document stand-in for tests and for code that runs without a page: `hide()`, `show()`. */
export class FakePage implements PageVisibility {
  visibilityState: DocumentVisibilityState = 'visible';
  private readonly listeners = new Set<() => void>();
  addEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'visibilitychange', listener: () => void): void {
    this.listeners.delete(listener);
  }
  hide(): void {
    this.set('hidden');
  }
  show(): void {
    this.set('visible');
  }
  private set(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    for (const l of [...this.listeners]) l();
  }
}
