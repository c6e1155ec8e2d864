import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  testId?: string;
}

export interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange(value: V): void;
  /** The list's name for screen readers. */
  label: string;
  testId?: string;
  /** The id of the panel the tabs control, when there is one. */
  panelId?: string;
}

/** A row of tabs (`role="tablist"`): one is selected; arrows, Home and End move between them. */
export function Tabs<V extends string>({ items, value, onChange, label, testId, panelId }: TabsProps<V>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = items[to];
    if (!next) return;
    onChange(next.value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div className="site-tabs" role="tablist" aria-label={label} data-testid={testId} ref={list}>
      {items.map((item, i) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            className="site-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            data-testid={item.testId}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => move(e, i)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
