import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card, DescriptionList, Heading, SignatureLevelBadge, Stack } from '../../../ui';
import { levelLabels } from '../labels';
import { messages, methodNames, methodNeeds } from '../messages';
import { badgeLevel } from '../standing';
import type { IdentificationOption } from '../types';

/** One offered method: what it needs, what it gives, and the way to begin it. */
export function MethodChoice({
  option,
  action,
  headingLevel = 2,
  within,
}: {
  option: IdentificationOption;
  action: ReactNode;
  /** 3 where the methods sit under a law's heading. */
  headingLevel?: 2 | 3;
  /** The id of the law's heading the method sits under: the same method may be under both. */
  within?: string;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Card labelledBy={within ? `${id} ${within}` : id}>
      <Stack gap="md">
        <Heading level={headingLevel} id={id}>
          {intl.formatMessage(methodNames[option.method])}
        </Heading>
        <DescriptionList
          compact
          items={[
            {
              term: intl.formatMessage(messages.needsTerm),
              description: intl.formatMessage(methodNeeds[option.method]),
            },
            {
              term: intl.formatMessage(messages.givesTerm),
              description: (
                <SignatureLevelBadge
                  level={badgeLevel(option.level)}
                  label={intl.formatMessage(levelLabels[option.level])}
                />
              ),
            },
          ]}
        />
        <div>{action}</div>
      </Stack>
    </Card>
  );
}
