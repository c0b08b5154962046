import type { ReactNode } from 'react';
import type { ShellAccount } from './header/account';
import type { Layout } from './layouts';
import { AdminLayout, DefaultLayout, MainLayout } from './layouts/SignedInLayouts';
import { NoLayout, SimpleLayout, UnauthenticatedLayout } from './layouts/SignedOutLayouts';

/** The signed-in layouts need the account; the root builds it only for them. */
export const signedInLayouts: readonly Layout[] = ['main', 'admin', 'default'];

export interface LayoutOptions {
  /** Admin layout: the business sidebar (default on). */
  sidebar?: boolean;
  /** Admin layout: the business profile's sub-navigation. */
  businessProfile?: boolean;
}

/** Wraps a page in the layout its route declares in staticData. */
export function PageLayout({
  layout,
  account,
  options = {},
  children,
}: {
  layout: Layout;
  /** Required by the signed-in layouts; without it they fall back to no frame. */
  account?: ShellAccount;
  options?: LayoutOptions;
  children: ReactNode;
}) {
  switch (layout) {
    case 'none':
      return <NoLayout>{children}</NoLayout>;
    case 'simple':
      return <SimpleLayout>{children}</SimpleLayout>;
    case 'unauthenticated':
      return <UnauthenticatedLayout>{children}</UnauthenticatedLayout>;
    case 'main':
    case 'admin':
    case 'default':
      if (!account) return children;
      if (layout === 'main') return <MainLayout account={account}>{children}</MainLayout>;
      if (layout === 'admin') {
        return (
          <AdminLayout account={account} {...options}>
            {children}
          </AdminLayout>
        );
      }
      return <DefaultLayout account={account}>{children}</DefaultLayout>;
  }
}
