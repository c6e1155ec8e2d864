import type { ReactNode } from 'react';

export interface CheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  label: ReactNode;
  testId?: string;
  disabled?: boolean;
  /** On a line of its own. */
  block?: boolean;
  name?: string;
}

/** An on/off choice with its label as the click target (at least 24 px tall). */
export function Checkbox({ checked, onChange, label, testId, disabled, block = false, name }: CheckboxProps) {
  return (
    <label className={block ? 'site-check site-check--block' : 'site-check'}>
      <input type="checkbox" name={name} data-testid={testId} checked={checked} disabled={disabled} onChange={(e) => onChange(e.currentTarget.checked)} />
      <span>{label}</span>
    </label>
  );
}
