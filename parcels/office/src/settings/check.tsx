import { Checkbox } from '@site/ui';

/** One on/off setting: the store decides, the box shows it. */
export function Check({ testId, checked, onChange, label }: { testId: string; checked: boolean; onChange: (on: boolean) => void; label: string }) {
  return <Checkbox block testId={testId} checked={checked} onChange={onChange} label={label} />;
}
