import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: the one main action (place a bet, log in); secondary: the others; ghost: a link-like action; danger: what cannot be undone. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The full width of its container. */
  block?: boolean;
  testId?: string;
}

/** The site's button (styles: theme/controls-css.ts `.site-btn`): a `type="button"` unless told. */
export function Button({ variant = 'secondary', size = 'md', block = false, testId, className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['site-btn', `site-btn--${variant}`, size !== 'md' && `site-btn--${size}`, block && 'site-btn--block', className].filter(Boolean).join(' ');
  return <button type={type} className={classes} data-testid={testId} {...rest} />;
}
