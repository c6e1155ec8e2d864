export interface SelectProps<V extends string | number> {
  value: V;
  options: readonly V[];
  /** The words for one option, in the player's language. */
  label(option: V): string;
  onChange(option: V): void;
  id?: string;
  testId?: string;
  disabled?: boolean;
  ariaLabel?: string;
}

/** A choice among a fixed list (an odds-change policy, a status filter): the value comes back typed. */
export function Select<V extends string | number>({ value, options, label, onChange, id, testId, disabled, ariaLabel }: SelectProps<V>) {
  return (
    <select
      className="site-select"
      id={id}
      data-testid={testId}
      value={value}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(e) => {
        const picked = options.find((o) => String(o) === e.currentTarget.value);
        if (picked !== undefined) onChange(picked);
      }}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
}
