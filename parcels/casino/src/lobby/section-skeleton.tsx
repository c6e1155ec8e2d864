import { useLayoutEffect, useRef } from 'react';
import { renderSectionSkeleton } from '@site/ui';

/**
 * Spec 1 §2: while a section loads, a header with back and search icons, 16 tiles and an
 * 'other games' block of 2: the same placeholder the shell shows while the unit itself loads.
 */
export function SectionSkeleton() {
  const el = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (el.current) renderSectionSkeleton(el.current);
  }, []);
  return <div ref={el} />;
}
