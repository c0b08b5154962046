import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageLayout, signedInLayouts, type Layout, type LayoutOptions } from '../../features/shell';
import { currentUserQuery } from '../../api/queries';
import { shellAccountOf } from './shell-account';

function SignedIn({
  layout,
  options,
  children,
}: {
  layout: Layout;
  options?: LayoutOptions;
  children: ReactNode;
}) {
  // The root guard has loaded the user before any signed-in page renders.
  const { data: user } = useSuspenseQuery(currentUserQuery());
  return (
    <PageLayout layout={layout} account={shellAccountOf(user)} options={options}>
      {children}
    </PageLayout>
  );
}

/** The leaf route's layout; only the signed-in ones read the user. */
export function RouteLayout({
  layout,
  options,
  children,
}: {
  layout: Layout;
  options?: LayoutOptions;
  children: ReactNode;
}) {
  if (signedInLayouts.includes(layout)) {
    return (
      <SignedIn layout={layout} options={options}>
        {children}
      </SignedIn>
    );
  }
  return <PageLayout layout={layout}>{children}</PageLayout>;
}
