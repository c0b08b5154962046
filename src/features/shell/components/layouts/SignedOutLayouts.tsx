import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SkipLink, Wordmark } from '../../../../ui';
import { messages } from '../../messages';
import * as styles from './Layouts.css';

/**
 * Status and utility pages (signed out or in: /logout, /signed, /maintenance…) and the guest's
 * identification pages: a slim bar with the product mark, the page in a centred column. No
 * account header: the visitor may have no account, or be on the way out. The skip link leads
 * past the bar, as the header's does on the signed-in layouts.
 */
export function SimpleLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <SkipLink to="main">{intl.formatMessage(messages.skipToContent)}</SkipLink>
      <div className={styles.simpleBar}>
        <Wordmark name={intl.formatMessage(messages.product)} />
      </div>
      <main id="main" tabIndex={-1} className={styles.simpleMain}>
        <div className={styles.panel}>{children}</div>
      </main>
    </>
  );
}

/** Sign-in, registration and password reset: the product mark above a centred column. */
export function UnauthenticatedLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <main id="main" tabIndex={-1} className={styles.unauthenticated}>
      <Wordmark name={intl.formatMessage(messages.product)} />
      <div className={styles.panel}>{children}</div>
    </main>
  );
}

/** The page brings its own frame (guest signing, the error pages). */
export function NoLayout({ children }: { children: ReactNode }) {
  return children;
}
