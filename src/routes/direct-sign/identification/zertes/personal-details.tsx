import { createFileRoute } from '@tanstack/react-router';
import { PersonalDetailsPage } from '../../../../features/identification';
import { GuestIdentification } from '../../../-components/identification-page';
import { guestIdentification } from '../../../-components/identification';

// Without a method in the query the person continues with video identification.
export const Route = createFileRoute('/direct-sign/identification/zertes/personal-details')({
  ...guestIdentification,
  component: DirectSignIdentificationZertesPersonalDetailsRoute,
});

function DirectSignIdentificationZertesPersonalDetailsRoute() {
  return (
    <GuestIdentification
      render={(audience, search) => (
        <PersonalDetailsPage audience={audience} method={search.method ?? 'video'} />
      )}
    />
  );
}
