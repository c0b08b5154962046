import { useState, type ComponentType } from 'react';
import type { Decorator } from '@storybook/react-vite';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';

function StoryRouter({ Story }: { Story: ComponentType }) {
  // One router per mounted story; its single root route renders the story.
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        staticData: { roles: [], layout: 'none' },
        component: () => <Story />,
      }),
      history: createMemoryHistory({ initialEntries: ['/dashboard'] }),
    }),
  );
  return <RouterProvider router={router} />;
}

/** Router-aware links (the shell's Link) need a router around the story. */
export const withRouter: Decorator = (Story) => <StoryRouter Story={Story} />;
