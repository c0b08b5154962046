import { useMemo } from 'react';
import { ConfirmationLink, EidPlusRegister } from '../../features/auth';
import {
  VisitorIdentification,
  visitorAudience,
  type IdentificationSearch,
} from '../../features/identification';
import { RouterLinks } from './auth-links';

export interface EidPlusSignupProps {
  token: string;
  search: IdentificationSearch;
  onRegistered: () => void;
  /** Leaves for the provider's page (the stories catch it). */
  leave?: (url: string) => void;
}

/**
 * The eID+ sign-up from its mailed link: the link checked (auth), the visitor identified
 * (identification), then the account created with the verified name (auth). The two
 * features meet here, as features never import each other.
 */
export function EidPlusSignup({ token, search, onRegistered, leave }: EidPlusSignupProps) {
  const audience = useMemo(
    () => (leave ? visitorAudience(token, leave) : visitorAudience(token)),
    [token, leave],
  );
  const { law, method } = search;
  return (
    <RouterLinks>
      <ConfirmationLink token={token} flow="eidplus">
        {({ email }) => (
          <VisitorIdentification
            audience={audience}
            {...(law && method ? { returned: { legislation: law, method } } : {})}
          >
            {(verifiedName) => (
              <EidPlusRegister
                token={token}
                email={email}
                verifiedName={verifiedName}
                onRegistered={onRegistered}
              />
            )}
          </VisitorIdentification>
        )}
      </ConfirmationLink>
    </RouterLinks>
  );
}
