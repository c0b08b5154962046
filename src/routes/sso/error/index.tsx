import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../../../features/access';
import { SsoErrorPage } from '../../../features/auth';
import { withRouterLinks } from '../../-components/auth-links';

// Where the server sends a sign-in its company's provider refused, cancelled or broke.
export const Route = createFileRoute('/sso/error/')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(SsoErrorPage),
});
