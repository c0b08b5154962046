import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  BrandMark,
  deferredModule,
  IconButton,
  MenuIcon,
  SkipLink,
  useOpenedOnce,
} from '../../../../ui';
import { NavLink } from '../../../../navigation/Link';
import { switchLanguage, type AppLanguage } from '../../locale/language-choice';
import { messages } from '../../messages';
import { primaryEntries, type NavContext } from '../../navigation/entries';
import type { ShellAccount } from './account';
import { FreeCreditsBadge } from './FreeCreditsBadge';
import { UserMenu } from './UserMenu';
import * as styles from './Header.css';

// The drawer (a modal) is only for narrow screens, and only once asked for: the menu button's
// hover or focus fetches its code, its first press waits for it.
const drawer = deferredModule(() => import('./NavigationDrawer'));
const NavigationDrawer = drawer.part('NavigationDrawer');

export interface AppHeaderProps {
  account: ShellAccount;
  navigation: NavContext;
  /** Stories replace the page reload a language change causes. */
  onLanguageChange?: (locale: AppLanguage) => void;
  /** Stories open the drawer or the user menu at once. */
  defaultDrawerOpen?: boolean;
  defaultMenuOpen?: boolean;
}

/**
 * The signed-in header: the product mark, the primary navigation (a drawer below lg), the
 * free-credits badge of free users and the account menu under the avatar.
 */
export function AppHeader({
  account,
  navigation,
  onLanguageChange = switchLanguage,
  defaultDrawerOpen = false,
  defaultMenuOpen,
}: AppHeaderProps) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(defaultDrawerOpen);
  const drawerShown = useOpenedOnce(drawerOpen);
  return (
    <>
      <SkipLink to="main">{intl.formatMessage(messages.skipToContent)}</SkipLink>
      <header className={styles.header}>
        <div className={styles.bar}>
          <span className={styles.menuButton}>
            <IconButton
              label={intl.formatMessage(messages.openNavigation)}
              icon={<MenuIcon />}
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onPress={() => setDrawerOpen(true)}
              onHoverStart={drawer.preload}
              onFocus={drawer.preload}
            />
          </span>
          <NavLink variant="brand" to="/" activeOptions={{ exact: true }}>
            <BrandMark />
            {intl.formatMessage(messages.product)}
          </NavLink>
          <nav
            aria-label={intl.formatMessage(messages.mainNavigation)}
            className={styles.primaryNav}
          >
            <ul className={styles.primaryList}>
              {primaryEntries(navigation).map((entry) => (
                <li key={entry.to} className={styles.primaryItem}>
                  <NavLink to={entry.to as '/'}>{intl.formatMessage(entry.label)}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <span className={styles.spacer} />
          {account.freeSignaturesRemaining !== null && (
            <span className={styles.headerCredits}>
              <FreeCreditsBadge remaining={account.freeSignaturesRemaining} />
            </span>
          )}
          <UserMenu
            account={account}
            navigation={navigation}
            onLanguageChange={onLanguageChange}
            defaultOpen={defaultMenuOpen}
          />
        </div>
      </header>
      {drawerShown && (
        <NavigationDrawer
          account={account}
          navigation={navigation}
          isOpen={drawerOpen}
          onOpenChange={setDrawerOpen}
        />
      )}
    </>
  );
}
