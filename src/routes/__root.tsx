import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage, SorryPage } from '../features/shell';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: SorryPage,
});
