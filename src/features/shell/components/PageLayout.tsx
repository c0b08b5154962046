import type { ReactNode } from 'react';
import type { AppLanguage } from '../locale/language-choice';
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
  onLanguageChange,
  notice,
  children,
}: {
  layout: Layout;
  /** Required by the signed-in layouts; without it they fall back to no frame. */
  account?: ShellAccount;
  options?: LayoutOptions;
  /** The header's language menu; the layouts' default reloads in the chosen language. */
  onLanguageChange?: (locale: AppLanguage) => void;
  /** Admin layout: what is told above the page (the payment issues banner). */
  notice?: ReactNode;
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
      if (layout === 'main') {
        return (
          <MainLayout account={account} onLanguageChange={onLanguageChange}>
            {children}
          </MainLayout>
        );
      }
      if (layout === 'admin') {
        return (
          <AdminLayout
            account={account}
            onLanguageChange={onLanguageChange}
            notice={notice}
            {...options}
          >
            {children}
          </AdminLayout>
        );
      }
      return (
        <DefaultLayout account={account} onLanguageChange={onLanguageChange}>
          {children}
        </DefaultLayout>
      );
  }
}
