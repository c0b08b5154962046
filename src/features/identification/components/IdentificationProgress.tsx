import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, ButtonLink, ResultPanel, Spinner, Text, shell } from '../../../ui';
import { stateQuery } from '../api/queries';
import type { Audience } from '../audience';
import { displayStatus, isRunning, isSettled, pollDelay } from '../display-status';
import { failureTexts, failureTitles, messages } from '../messages';
import { nameBefore } from '../name-before';
import { levelLabels, lawNames } from '../labels';
import type { IdentificationState, Method, Provider } from '../types';

export interface IdentificationProgressProps {
  audience: Audience;
  provider: Provider;
  method: Method;
  /** The page without `identification`: where "Try again" starts over. */
  retryHref: string;
}

/**
 * Back from the provider: the identification's state, asked again with backoff (1 s doubling
 * to 10 s) until it is done or failed, as one result panel per state.
 */
export function IdentificationProgress({
  audience,
  provider,
  method,
  retryHref,
}: IdentificationProgressProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...stateQuery(audience.api, provider, method),
    refetchInterval: ({ state }) =>
      state.data === undefined || isSettled(displayStatus(state.data))
        ? false
        : pollDelay(state.dataUpdateCount - 1),
  });
  const cancel = useMutation({
    mutationFn: async () => audience.api.cancel?.(provider, method),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: stateQuery(audience.api, provider, method).queryKey,
      }),
  });
  useGranted(audience, query.data ?? null);

  if (query.isPending) {
    return <Spinner size="lg" label={intl.formatMessage(messages.checking)} />;
  }
  if (query.isError) {
    return (
      <Alert tone="danger">
        <Text>{intl.formatMessage(messages.loadFailed)}</Text>
        <Text>{intl.formatMessage(problemMessage(query.error))}</Text>
      </Alert>
    );
  }
  const state = query.data;
  const status = displayStatus(state);
  const retry = (
    <ButtonLink href={retryHref} variant="primary">
      {intl.formatMessage(messages.tryAgain)}
    </ButtonLink>
  );

  if (!state || status === 'missing') {
    return (
      <ResultPanel
        tone="warning"
        title={intl.formatMessage(messages.missingTitle)}
        primaryAction={retry}
      >
        {intl.formatMessage(messages.missingText)}
      </ResultPanel>
    );
  }
  if (isRunning(status)) {
    return (
      <ResultPanel
        tone="info"
        title={intl.formatMessage(messages.waitingTitle)}
        primaryAction={
          audience.api.cancel && (
            <Button variant="secondary" loading={cancel.isPending} onPress={() => cancel.mutate()}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          )
        }
      >
        {intl.formatMessage(messages.waitingText)}
      </ResultPanel>
    );
  }
  if (status === 'activatingQES') {
    return (
      <ResultPanel
        tone="info"
        title={intl.formatMessage(messages.activatingTitle)}
        primaryAction={<Spinner label={intl.formatMessage(messages.activatingTitle)} />}
      >
        {intl.formatMessage(messages.activatingText)}
      </ResultPanel>
    );
  }
  if (status === 'failure') {
    const reason = state.failureReason ?? 'aborted';
    return (
      <ResultPanel
        tone="danger"
        title={intl.formatMessage(failureTitles[reason])}
        primaryAction={retry}
      >
        {intl.formatMessage(failureTexts[reason])}
      </ResultPanel>
    );
  }
  const toRequest = audience.requestId !== undefined;
  return (
    <ResultPanel
      tone="success"
      title={intl.formatMessage(messages.doneTitle)}
      primaryAction={
        <ButtonLink href={audience.backTo} variant="primary">
          {intl.formatMessage(toRequest ? messages.toRequest : messages.toStandards)}
        </ButtonLink>
      }
    >
      {intl.formatMessage(messages.doneText, {
        level: intl.formatMessage(levelLabels[state.level]),
        law: lawNames[state.legislation === 'EIDAS' ? 'eidas' : 'zertes'],
      })}
    </ResultPanel>
  );
}

/**
 * Once the level is granted: what shows it (the user's qualities) is read again, and a name
 * the ID changed is explained — each once per identification.
 */
function useGranted(audience: Audience, state: IdentificationState | null) {
  const queryClient = useQueryClient();
  const handled = useRef<string | null>(null);
  const done = state !== null && displayStatus(state) === 'done';
  useEffect(() => {
    if (!state || !done || handled.current === state.id) return;
    handled.current = state.id;
    for (const queryKey of audience.api.grantedKeys)
      void queryClient.invalidateQueries({ queryKey });
    if (state.nameMismatch && state.identity) {
      shell.openOverlay({
        name: 'identification-name-mismatch',
        props: {
          verified: `${state.identity.firstName} ${state.identity.lastName}`,
          previous: nameBefore(state.id) ?? undefined,
        },
        onAction: () => undefined,
      });
    }
  }, [audience, done, queryClient, state]);
}
