import { Children, forwardRef, type ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { Count } from './Count';
import * as styles from './NavTabs.css';

/**
 * Tabs that are links: each one is a page (or a filtered view with its own URL). A `<nav>` of
 * real links — Tab moves between them, Enter follows one. For tabs that switch a panel in
 * place use `Tabs`; for filters that stay on the page use `SegmentedControl`.
 */
export function NavTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className={styles.navTabs}>
      <ul className={styles.list}>
        {Children.map(children, (child) => child && <li className={styles.item}>{child}</li>)}
      </ul>
    </nav>
  );
}

export interface NavTabProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** A number beside the label. */
  count?: number;
  children: ReactNode;
}

/**
 * One link of `NavTabs`. Router-agnostic like `Link`: the app wraps it with `createLink`, and
 * the router's `aria-current="page"` on the active link marks it selected.
 */
export const NavTab = forwardRef<HTMLAnchorElement, NavTabProps>(function NavTab(
  { count, children, ...props },
  ref,
) {
  return (
    <AriaLink {...props} ref={ref} className={styles.navTab}>
      {children}
      {count !== undefined && <Count value={count} on="tab" />}
    </AriaLink>
  );
});
