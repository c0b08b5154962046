import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useRouter } from '@tanstack/react-router';

/**
 * Lets react-aria items with an `href` inside (menu items) navigate through the router, as
 * links do, instead of loading the page again.
 */
export function RouterLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <RouterProvider navigate={(href) => void router.navigate({ href: String(href) })}>
      {children}
    </RouterProvider>
  );
}
