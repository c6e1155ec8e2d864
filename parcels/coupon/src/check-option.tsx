/** One ticked-or-not option of the coupon (one-click, VIP, banker mode...): the store decides. */
export function CheckOption({
  testId,
  checked,
  onChange,
  label,
  className,
}: {
  testId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  return (
    <label className={className}>
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      {label}
    </label>
  );
}
