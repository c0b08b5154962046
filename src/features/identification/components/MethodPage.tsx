import { useIntl } from 'react-intl';
import { Button, DescriptionList, SignatureLevelBadge, Stack, Text } from '../../../ui';
import { useStartIdentification } from '../api/start';
import type { Audience } from '../audience';
import { lawNames, levelLabels } from '../labels';
import { messages, methodNames, methodNeeds } from '../messages';
import { levelOf, pathTo } from '../methods';
import { badgeLevel } from '../standing';
import { providerOf, type Legislation, type Method } from '../types';
import { IdentificationFrame } from './IdentificationFrame';
import { IdentificationProgress } from './IdentificationProgress';
import { StartFailure } from './StartFailure';

export interface MethodPageProps {
  audience: Audience;
  legislation: Legislation;
  method: Method;
  /** This page's own path under the audience's base, e.g. `eidas/video`. */
  path: string;
  /** Back from the provider (`identification` in the query). */
  returned: boolean;
}

/**
 * eidas/video, eidas/self, zertes/video, zertes/auto and mobile-id: what the method needs,
 * Start (off to the provider), and on the way back its progress until done or failed.
 */
export function MethodPage({ audience, legislation, method, path, returned }: MethodPageProps) {
  const intl = useIntl();
  const start = useStartIdentification(audience);
  const { base, requestId: sr } = audience;
  const here = pathTo(base, path, { sr });
  const provider = providerOf[legislation];
  const level = levelOf(method);
  const back =
    method === 'mobile-id'
      ? { href: pathTo(base, '', { sr }), label: intl.formatMessage(messages.backToStandards) }
      : {
          href: pathTo(base, legislation, { sr }),
          label: intl.formatMessage(messages.backToLaw, { law: lawNames[legislation] }),
        };
  return (
    <IdentificationFrame title={intl.formatMessage(methodNames[method])} back={back}>
      {returned ? (
        <IdentificationProgress
          audience={audience}
          provider={provider}
          method={method}
          retryHref={here}
        />
      ) : (
        <Stack gap="md">
          <DescriptionList
            items={[
              {
                term: intl.formatMessage(messages.needsTerm),
                description: intl.formatMessage(methodNeeds[method]),
              },
              {
                term: intl.formatMessage(messages.givesTerm),
                description: (
                  <SignatureLevelBadge
                    level={badgeLevel(level)}
                    label={intl.formatMessage(levelLabels[level])}
                  />
                ),
              },
            ]}
          />
          <Text>{intl.formatMessage(messages.methodIntro)}</Text>
          <StartFailure error={start.error} />
          <div>
            <Button
              variant="primary"
              loading={start.isPending}
              onPress={() => start.mutate({ provider, method, returnPath: here })}
            >
              {intl.formatMessage(messages.start)}
            </Button>
          </div>
        </Stack>
      )}
    </IdentificationFrame>
  );
}
