import { forwardRef } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from './Button';
import { button } from './Button.css';

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * A link that looks like a Button: for actions that navigate ("New request" opens a page).
 * Router-agnostic like `Link`: the app wraps it with the router's `createLink` for typed routes.
 */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant, size, fullWidth, ...props },
  ref,
) {
  return <AriaLink {...props} ref={ref} className={button({ variant, size, fullWidth })} />;
});
