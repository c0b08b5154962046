import type { ComponentType, ReactNode } from 'react';
import { AuthLinkProvider, type RenderAuthLink } from '../../features/auth';
import { Link } from '../../navigation/Link';

/** The account pages' links, made client-side router links in the app. */
const routerLink: RenderAuthLink = ({ to, children }) => <Link to={to}>{children}</Link>;

export function RouterLinks({ children }: { children: ReactNode }) {
  return <AuthLinkProvider value={routerLink}>{children}</AuthLinkProvider>;
}

/** A page component whose links navigate inside the app. */
export function withRouterLinks(Page: ComponentType) {
  return function Linked() {
    return (
      <RouterLinks>
        <Page />
      </RouterLinks>
    );
  };
}
