import type { ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { AppLanguage } from '../../locale/language-choice';
import { messages } from '../../messages';
import {
  businessEntries,
  businessProfileEntries,
  profileEntries,
  type NavContext,
  type NavEntry,
} from '../../navigation/entries';
import type { ShellAccount } from '../header/account';
import { AppHeader } from '../header/AppHeader';
import { SubNavigation, hasSubNavigation } from '../SubNavigation';
import * as styles from './Layouts.css';

const navigationOf = (account: ShellAccount): NavContext => ({
  businessAdmin: account.businessAdmin,
});

export interface SignedInLayoutProps {
  account: ShellAccount;
  children: ReactNode;
  onLanguageChange?: (locale: AppLanguage) => void;
}

function Frame({ account, onLanguageChange, children }: SignedInLayoutProps) {
  return (
    <>
      <AppHeader
        account={account}
        navigation={navigationOf(account)}
        onLanguageChange={onLanguageChange}
      />
      <div className={styles.page}>{children}</div>
    </>
  );
}

/** A section navigation beside the page; just the page when there is nothing to navigate. */
function WithSidebar({
  label,
  entries,
  children,
}: {
  label: MessageDescriptor;
  entries: NavEntry[];
  children: ReactNode;
}) {
  if (!hasSubNavigation(entries)) return children;
  return (
    <div className={styles.withSidebar}>
      <SubNavigation label={label} entries={entries} sidebar />
      {children}
    </div>
  );
}

/** The header over one centred column: the dashboard, upload, requests. */
export function DefaultLayout(props: SignedInLayoutProps) {
  return (
    <Frame {...props}>
      <main id="main" tabIndex={-1} className={styles.main}>
        {props.children}
      </main>
    </Frame>
  );
}

/** The account pages: the header, and the profile sub-navigation beside (lg) or above the page. */
export function MainLayout(props: SignedInLayoutProps) {
  return (
    <Frame {...props}>
      <WithSidebar label={messages.profileNavigation} entries={profileEntries()}>
        <main id="main" tabIndex={-1} className={styles.main}>
          {props.children}
        </main>
      </WithSidebar>
    </Frame>
  );
}

export interface AdminLayoutProps extends SignedInLayoutProps {
  /** The business area's sidebar (on by default; a route turns it off in its staticData). */
  sidebar?: boolean;
  /** The business profile's own sub-navigation, on /business/profile/… */
  businessProfile?: boolean;
  /** Told above the page on every business page (the payment issues banner); absent: none. */
  notice?: ReactNode;
}

/**
 * The business area: the header, the business sidebar unless the route turns it off, on the
 * business profile's pages their own sub-navigation above the page, and a notice atop it.
 */
export function AdminLayout({
  sidebar = true,
  businessProfile = false,
  notice,
  ...props
}: AdminLayoutProps) {
  const navigation = navigationOf(props.account);
  const body = (
    <div className={styles.content}>
      {businessProfile && (
        <SubNavigation
          label={messages.businessProfileNavigation}
          entries={businessProfileEntries(navigation)}
        />
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        {notice && <div className={styles.notice}>{notice}</div>}
        {props.children}
      </main>
    </div>
  );
  return (
    <Frame {...props}>
      {sidebar ? (
        <WithSidebar label={messages.businessNavigation} entries={businessEntries(navigation)}>
          {body}
        </WithSidebar>
      ) : (
        body
      )}
    </Frame>
  );
}
