import { createFileRoute } from '@tanstack/react-router';
import { EidPlusPage } from '../../../../features/auth';
import { withRouterLinks } from '../../../-components/auth-links';

export const Route = createFileRoute('/signup/flows/eidplus/new')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: withRouterLinks(EidPlusPage),
});
