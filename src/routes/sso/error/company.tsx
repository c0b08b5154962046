import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../../../features/access';
import { SsoCompanyErrorPage } from '../../../features/auth';
import { withRouterLinks } from '../../-components/auth-links';

// Where the server sends a sign-in the provider confirmed but the company's set-up refuses.
export const Route = createFileRoute('/sso/error/company')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(SsoCompanyErrorPage),
});
