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
}: {
  option: IdentificationOption;
  action: ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Card labelledBy={id}>
      <Stack gap="md">
        <Heading level={2} id={id}>
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
