import { createContext, useContext, type ReactNode } from 'react';
import { Link } from '../../../ui';

/** Where the account pages link to. */
export type AuthPath = '/' | '/login' | '/logout' | '/signup' | '/password-reset' | '/dashboard';

interface AuthLinkProps {
  to: AuthPath;
  children: ReactNode;
}

/** Renders a link element; the routes supply one that returns the router's link. */
export type RenderAuthLink = (props: AuthLinkProps) => ReactNode;

/** Outside the app (stories) a link is a plain anchor. */
const plainLink: RenderAuthLink = ({ to, children }) => <Link href={to}>{children}</Link>;

const LinkContext = createContext<RenderAuthLink>(plainLink);

export const AuthLinkProvider = LinkContext.Provider;

export function AuthLink(props: AuthLinkProps) {
  return useContext(LinkContext)(props);
}
