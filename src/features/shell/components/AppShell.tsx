import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from '../../../navigation/Link';
import { messages } from '../messages';
import * as styles from './AppShell.css';
import { currentUserQuery } from '../../../api/queries';

/** The signed-in frame: skip link, header with navigation and account, and the main region. */
export function AppShell({
  children,
  subNavigation,
}: {
  children: ReactNode;
  /** The profile or business sub-navigation of the main and admin layouts. */
  subNavigation?: ReactNode;
}) {
  const intl = useIntl();
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>{intl.formatMessage(messages.product)}</span>
        <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
          <Link to="/dashboard">{intl.formatMessage(messages.dashboard)}</Link>
        </nav>
        <div className={styles.user}>
          <span>{intl.formatMessage(messages.signedInAs, { name })}</span>
          <Link to="/logout">{intl.formatMessage(messages.logout)}</Link>
        </div>
      </header>
      {subNavigation}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
