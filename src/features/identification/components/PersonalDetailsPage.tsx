import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, DescriptionList, Spinner, Stack, Text, notify, shell } from '../../../ui';
import { personQuery } from '../api/queries';
import type { Audience } from '../audience';
import { lawNames } from '../labels';
import { messages } from '../messages';
import { pathTo } from '../methods';
import type { Method, PersonName } from '../types';
import { IdentificationFrame } from './IdentificationFrame';
import { MethodAction } from './MethodAction';

/**
 * zertes/personal-details: before ZertES checks the name against the ID document, the person
 * sees it, corrects it if needed (the supply-eid-data dialog saves it), then continues to
 * the method chosen (`method` in the query).
 */
export function PersonalDetailsPage({ audience, method }: { audience: Audience; method: Method }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const person = useQuery(personQuery(audience.api));
  const correct = (name: PersonName) =>
    shell.openDialog({
      namespace: 'identification',
      name: 'supply-eid-data',
      props: name,
      onAction: async (name) => {
        await audience.api.saveName(name);
        await queryClient.invalidateQueries({ queryKey: personQuery(audience.api).queryKey });
        notify(messages.nameSaved);
      },
    });
  return (
    <IdentificationFrame
      title={intl.formatMessage(messages.detailsTitle)}
      back={{
        href: pathTo(audience.base, 'zertes', { sr: audience.requestId }),
        label: intl.formatMessage(messages.backToLaw, { law: lawNames.zertes }),
      }}
    >
      <Text>{intl.formatMessage(messages.detailsText)}</Text>
      {person.isPending ? (
        <Spinner label={intl.formatMessage(messages.checking)} />
      ) : person.isError ? (
        <Alert tone="danger">
          <Text>{intl.formatMessage(problemMessage(person.error))}</Text>
        </Alert>
      ) : (
        <Stack gap="lg">
          <DescriptionList
            items={[
              { term: intl.formatMessage(messages.firstName), description: person.data.firstName },
              { term: intl.formatMessage(messages.lastName), description: person.data.lastName },
            ]}
          />
          <Stack direction="row" gap="sm">
            <Button variant="secondary" onPress={() => correct(person.data)}>
              {intl.formatMessage(messages.correctName)}
            </Button>
            <MethodAction
              audience={audience}
              legislation="zertes"
              method={method}
              detailsConfirmed
            />
          </Stack>
        </Stack>
      )}
    </IdentificationFrame>
  );
}
