/** One on/off setting: the store decides, the box shows it. */
export function Check({ testId, checked, onChange, label }: { testId: string; checked: boolean; onChange: (on: boolean) => void; label: string }) {
  return (
    <label style={{ display: 'block' }}>
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} /> {label}
    </label>
  );
}
