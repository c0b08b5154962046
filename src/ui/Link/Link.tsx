import { forwardRef } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { link } from './Link.css';

export type LinkProps = Omit<AriaLinkProps, 'className'>;

/** A plain styled link; the app wraps it with the router's createLink for typed navigation. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <AriaLink {...props} ref={ref} className={link} />;
});
