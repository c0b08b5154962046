import type { ReactNode } from 'react';
import { AppShell } from './AppShell';
import type { Layout } from './layouts';
import { BusinessNavigation, ProfileNavigation } from './SubNavigation';
import * as styles from './AppShell.css';

/** A centred single column for sign-in, status and guest pages (no account header). */
function SimpleFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.centred}>
      <div className={styles.panel}>{children}</div>
    </main>
  );
}

/** Wraps a page in the layout its route declares in staticData. */
export function PageLayout({ layout, children }: { layout: Layout; children: ReactNode }) {
  switch (layout) {
    case 'none':
      return children;
    case 'simple':
    case 'unauthenticated':
      return <SimpleFrame>{children}</SimpleFrame>;
    case 'main':
      return <AppShell subNavigation={<ProfileNavigation />}>{children}</AppShell>;
    case 'admin':
      return <AppShell subNavigation={<BusinessNavigation />}>{children}</AppShell>;
    case 'default':
      return <AppShell>{children}</AppShell>;
  }
}
