import { useState, type ComponentType } from 'react';
import type { Decorator } from '@storybook/react-vite';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';

function StoryRouter({ Story, path }: { Story: ComponentType; path: string }) {
  // One router per mounted story; its single root route renders the story at any path.
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        staticData: { roles: [], layout: 'none' },
        component: () => <Story />,
      }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  );
  return <RouterProvider router={router} />;
}

/**
 * Router-aware links (the shell's Link) need a router around the story. The story's
 * `parameters.path` is the current location (default /dashboard), so the active link shows.
 */
export const withRouter: Decorator = (Story, { parameters }) => (
  <StoryRouter Story={Story} path={String(parameters.path ?? '/dashboard')} />
);
