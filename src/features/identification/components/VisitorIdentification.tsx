import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Text } from '../../../ui';
import { stateQuery } from '../api/queries';
import type { Audience } from '../audience';
import { displayStatus } from '../display-status';
import { messages } from '../messages';
import { providerOf, type Legislation, type Method, type PersonName } from '../types';
import { IdentificationFrame } from './IdentificationFrame';
import { IdentificationProgress } from './IdentificationProgress';
import { VisitorMethods } from './VisitorMethods';

export interface VisitorIdentificationProps {
  audience: Audience;
  /** Back from the provider: the law and the method started (`law`, `method` in the query). */
  returned?: { legislation: Legislation; method: Method };
  /** What follows once the identity is confirmed and the certificate ready. */
  children: (verified: PersonName) => ReactNode;
}

/**
 * The eID+ sign-up identifies first: the methods, then the provider's progress, then (with
 * the verified name) what the caller renders — the register form.
 */
export function VisitorIdentification({
  audience,
  returned,
  children,
}: VisitorIdentificationProps) {
  const intl = useIntl();
  return returned ? (
    <Returned audience={audience} returned={returned}>
      {children}
    </Returned>
  ) : (
    <IdentificationFrame title={intl.formatMessage(messages.visitorTitle)}>
      <Text>{intl.formatMessage(messages.visitorIntro)}</Text>
      <VisitorMethods audience={audience} />
    </IdentificationFrame>
  );
}

function Returned({
  audience,
  returned: { legislation, method },
  children,
}: Omit<VisitorIdentificationProps, 'returned'> & {
  returned: NonNullable<VisitorIdentificationProps['returned']>;
}) {
  const intl = useIntl();
  const provider = providerOf[legislation];
  // The same query the progress panel polls: it turns to the next step when that ends.
  const state = useQuery(stateQuery(audience.api, provider, method)).data;
  if (state && state.identity && displayStatus(state) === 'done') {
    return children({ firstName: state.identity.firstName, lastName: state.identity.lastName });
  }
  return (
    <IdentificationFrame title={intl.formatMessage(messages.visitorTitle)}>
      <IdentificationProgress
        audience={audience}
        provider={provider}
        method={method}
        retryHref={audience.backTo}
      />
    </IdentificationFrame>
  );
}
