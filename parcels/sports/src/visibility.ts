import { observable, runInAction, type IObservableValue } from 'mobx';
import { createContext, useContext, useEffect, useState, type RefObject } from 'react';

/**
 * Whether a block of odds (a game card, a champ) is on screen. Odd buttons read it first in
 * their autorun: off screen they depend on nothing else, so price updates of hidden markets
 * cost no DOM writes at all; coming back on screen repaints them from the current prices.
 */
export type Visibility = IObservableValue<boolean>;

const ALWAYS = observable.box(true);
export const VisibilityContext = createContext<Visibility>(ALWAYS);

export function useVisibility(): Visibility {
  return useContext(VisibilityContext);
}

/** Follows an element with an IntersectionObserver (a screen of margin); always visible where there is none. */
export function useOnScreen(ref: RefObject<Element | null>): Visibility {
  const [box] = useState(() => observable.box(typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        const last = entries[entries.length - 1];
        if (last) runInAction(() => box.set(last.isIntersecting));
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, box]);
  return box;
}

/**
 * useOnScreen for an element that may come and go (a callback ref): the element is followed
 * from the moment React attaches it until it is detached.
 */
export function useOnScreenRef(): [(el: Element | null) => void, Visibility] {
  const [state] = useState(() => {
    const box = observable.box(typeof IntersectionObserver === 'undefined');
    let io: IntersectionObserver | null = null;
    const ref = (el: Element | null) => {
      io?.disconnect();
      io = null;
      if (!el || typeof IntersectionObserver === 'undefined') return;
      io = new IntersectionObserver(
        (entries) => {
          const last = entries[entries.length - 1];
          if (last) runInAction(() => box.set(last.isIntersecting));
        },
        { rootMargin: '200px 0px' },
      );
      io.observe(el);
    };
    return { ref, box };
  });
  return [state.ref, state.box];
}
