import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../../features/shell';
import { pageNotFound } from '../../-components/route-validation';

// A seal's account name as the business API spells it; anything else is no seal page.
const ACCOUNT_NAME = /^[\w.-]{1,64}$/;

export const Route = createFileRoute('/business/seals/$accountname')({
  staticData: { roles: ['admin'], layout: 'admin' },
  beforeLoad: ({ params, location }) => {
    if (!ACCOUNT_NAME.test(params.accountname)) pageNotFound(location.pathname);
  },
  component: BusinessPlaceholderPage,
});
