import { forwardRef } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { navLink, sidebarLink } from './NavLink.css';

export const navLinkVariants = ['bar', 'list', 'brand', 'sidebar'] as const;

export interface NavLinkProps extends Omit<AriaLinkProps, 'className' | 'style'> {
  variant?: (typeof navLinkVariants)[number];
}

/**
 * A link in a navigation (header, sub-navigation, sidebar, drawer). The app wraps it with the
 * router's createLink, which sets `aria-current="page"` on the active one.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { variant, ...props },
  ref,
) {
  const className =
    variant === 'sidebar' ? `${navLink({ variant: 'bar' })} ${sidebarLink}` : navLink({ variant });
  return <AriaLink {...props} ref={ref} className={className} />;
});
