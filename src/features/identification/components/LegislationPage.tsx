import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, EmptyState, Spinner, Stack, Text } from '../../../ui';
import { methodsQuery } from '../api/queries';
import type { Audience } from '../audience';
import { lawNames } from '../labels';
import { messages } from '../messages';
import { pathTo } from '../methods';
import { providerOf, type Legislation, type Method } from '../types';
import { IdentificationFrame } from './IdentificationFrame';
import { IdentificationProgress } from './IdentificationProgress';
import { MethodAction } from './MethodAction';
import { MethodChoice } from './MethodChoice';

export interface LegislationPageProps {
  audience: Audience;
  legislation: Legislation;
  /** Back from a method started here (`identification` and `method` in the query). */
  returned?: Method;
}

/** /eidas and /zertes: the methods offered under one law, each with what it needs and gives. */
export function LegislationPage({ audience, legislation, returned }: LegislationPageProps) {
  const intl = useIntl();
  const law = lawNames[legislation];
  const here = pathTo(audience.base, legislation, { sr: audience.requestId });
  const back =
    audience.kind === 'account'
      ? {
          href: pathTo(audience.base, '', { sr: audience.requestId }),
          label: intl.formatMessage(messages.backToStandards),
        }
      : undefined;
  return (
    <IdentificationFrame title={intl.formatMessage(messages.legislationTitle, { law })} back={back}>
      {returned ? (
        <IdentificationProgress
          audience={audience}
          provider={providerOf[legislation]}
          method={returned}
          retryHref={here}
        />
      ) : (
        <Methods audience={audience} legislation={legislation} />
      )}
    </IdentificationFrame>
  );
}

function Methods({ audience, legislation }: { audience: Audience; legislation: Legislation }) {
  const intl = useIntl();
  const query = useQuery(methodsQuery(audience.api, audience.requestId));
  if (query.isPending) return <Spinner size="lg" label={intl.formatMessage(messages.checking)} />;
  if (query.isError) {
    return (
      <Alert tone="danger">
        <Text>{intl.formatMessage(problemMessage(query.error))}</Text>
      </Alert>
    );
  }
  const options = query.data[legislation];
  if (options.length === 0) {
    return <EmptyState title={intl.formatMessage(messages.noMethods)} />;
  }
  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(query.data.covered ? messages.covered : messages.notCovered)}</Text>
      {options.map((option) => (
        <MethodChoice
          key={option.method}
          option={option}
          action={
            <MethodAction audience={audience} legislation={legislation} method={option.method} />
          }
        />
      ))}
    </Stack>
  );
}
