import { useEffect, useRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useRouterState } from '@tanstack/react-router';
import { Drawer } from '../../../../ui';
import { NavLink } from '../../../../navigation/Link';
import { messages } from '../../messages';
import {
  drawerPlaceEntries,
  primaryEntries,
  type NavContext,
  type NavEntry,
} from '../../navigation/entries';
import type { ShellAccount } from './account';
import { FreeCreditsBadge } from './FreeCreditsBadge';
import * as styles from './NavigationDrawer.css';

function DrawerNav({
  label,
  entries,
  onNavigate,
}: {
  label: MessageDescriptor;
  entries: NavEntry[];
  onNavigate: () => void;
}) {
  const intl = useIntl();
  const headingId = `drawer-${label.id}`;
  return (
    <nav aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {intl.formatMessage(label)}
      </h2>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              variant="list"
              to={entry.to as '/'}
              activeOptions={{ exact: entry.exact ?? false }}
              onClick={onNavigate}
            >
              {intl.formatMessage(entry.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface NavigationDrawerProps {
  account: ShellAccount;
  navigation: NavContext;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The header's navigation below the lg breakpoint: a modal drawer (focus trapped, Escape
 * closes it) that also closes once the user navigates.
 */
export function NavigationDrawer({
  account,
  navigation,
  isOpen,
  onOpenChange,
}: NavigationDrawerProps) {
  const intl = useIntl();
  const href = useRouterState({ select: (state) => state.location.href });
  const shownAt = useRef(href);
  useEffect(() => {
    if (shownAt.current === href) return;
    shownAt.current = href;
    onOpenChange(false);
  }, [href, onOpenChange]);
  const close = () => onOpenChange(false);
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.navigationTitle)}
    >
      {account.freeSignaturesRemaining !== null && (
        <div>
          <FreeCreditsBadge remaining={account.freeSignaturesRemaining} />
        </div>
      )}
      <DrawerNav
        label={messages.mainNavigation}
        entries={primaryEntries(navigation)}
        onNavigate={close}
      />
      <DrawerNav
        label={messages.places}
        entries={[...drawerPlaceEntries(navigation), { to: '/logout', label: messages.logout }]}
        onNavigate={close}
      />
    </Drawer>
  );
}
