import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { button } from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger', 'ghost'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and makes the button inert while keeping its focus (react-aria `isPending`). */
  loading?: boolean;
  children: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={loading} className={button({ variant, size, fullWidth })}>
      {loading && <Spinner size="sm" />}
      {children}
    </AriaButton>
  );
}
