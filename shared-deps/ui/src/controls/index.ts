export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Tabs, type TabItem, type TabsProps } from './tabs';
