import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Section, Spinner, Stack, Text } from '../../../ui';
import { methodsQuery } from '../api/queries';
import { useStartIdentification } from '../api/start';
import type { Audience } from '../audience';
import { lawNames } from '../labels';
import { messages, methodNames } from '../messages';
import {
  legislations,
  providerOf,
  type IdentificationOption,
  type Legislation,
  type Method,
} from '../types';
import { MethodChoice } from './MethodChoice';
import { StartAtProvider } from './StartAtProvider';

/**
 * The eID+ sign-up's first step: the methods of both laws. Each starts straight away (the
 * provider confirms the name, so there is no name to check first) and comes back here with
 * the law and the method.
 */
export function VisitorMethods({ audience }: { audience: Audience }) {
  const intl = useIntl();
  const query = useQuery(methodsQuery(audience.api));
  const id = useId();
  if (query.isPending) return <Spinner size="lg" label={intl.formatMessage(messages.checking)} />;
  if (query.isError) {
    return (
      <Alert tone="danger">
        <Text>{intl.formatMessage(problemMessage(query.error))}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      {legislations
        .filter((legislation) => query.data[legislation].length > 0)
        .map((legislation) => (
          <Section key={legislation} id={`${id}-${legislation}`} title={lawNames[legislation]}>
            <Stack gap="lg">
              {query.data[legislation].map((option) => (
                <MethodChoice
                  key={option.method}
                  option={option}
                  headingLevel={3}
                  within={`${id}-${legislation}`}
                  action={
                    <VisitorStart audience={audience} legislation={legislation} option={option} />
                  }
                />
              ))}
            </Stack>
          </Section>
        ))}
    </Stack>
  );
}

function VisitorStart({
  audience,
  legislation,
  option,
}: {
  audience: Audience;
  legislation: Legislation;
  option: IdentificationOption;
}) {
  const intl = useIntl();
  const start = useStartIdentification(audience);
  const { method } = option;
  const returnPath = returnTo(audience.backTo, legislation, method);
  return (
    <StartAtProvider
      start={start}
      input={{ provider: providerOf[legislation], method, returnPath }}
      label={intl.formatMessage(messages.choose, {
        method: intl.formatMessage(methodNames[method]),
      })}
    />
  );
}

/** The page (with its token) plus the law and the method: the law tells the two external-sc apart. */
function returnTo(page: string, legislation: Legislation, method: Method): string {
  const url = new URL(page, window.location.origin);
  url.searchParams.set('law', legislation);
  url.searchParams.set('method', method);
  return `${url.pathname}${url.search}`;
}
