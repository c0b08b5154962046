import { createFileRoute } from '@tanstack/react-router';
import { PersonalDetailsPage } from '../../../../features/identification';
import { AccountIdentification } from '../../../-components/identification-page';
import { accountIdentification } from '../../../-components/identification';

// Without a method in the query the person continues with video identification.
export const Route = createFileRoute('/profile/signature-standards/zertes/personal-details')({
  ...accountIdentification,
  component: ProfileSignatureStandardsZertesPersonalDetailsRoute,
});

function ProfileSignatureStandardsZertesPersonalDetailsRoute() {
  return (
    <AccountIdentification
      render={(audience, search) => (
        <PersonalDetailsPage audience={audience} method={search.method ?? 'video'} />
      )}
    />
  );
}
