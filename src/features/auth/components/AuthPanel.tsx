import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Card, Heading, Stack, Text } from '../../../ui';
import * as styles from './LoginForm.css';

export interface AuthPanelProps {
  title: MessageDescriptor;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame of every account page: a narrow card with a heading and an introduction. */
export function AuthPanel({ title, intro, children }: AuthPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className={styles.panel}>
      <Card labelledBy={headingId}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Heading level={1} id={headingId}>
              {intl.formatMessage(title)}
            </Heading>
            {intro && <Text tone="secondary">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}
