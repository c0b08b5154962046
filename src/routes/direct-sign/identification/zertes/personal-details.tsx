import { createFileRoute } from '@tanstack/react-router';
import { PersonalDetailsPage } from '../../../../features/identification';
import { guestIdentification, guestPage } from '../../../-components/identification';

// Without a method in the query the person continues with video identification.
export const Route = createFileRoute('/direct-sign/identification/zertes/personal-details')({
  ...guestIdentification,
  component: guestPage((audience, search) => (
    <PersonalDetailsPage audience={audience} method={search.method ?? 'video'} />
  )),
});
