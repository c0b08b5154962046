import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Card, Heading, Stack, Text } from '../../../ui';
import * as styles from './LoginForm.css';

export interface AuthPanelProps {
  title: MessageDescriptor;
  /** Values the title names (a business sign-up names its company). */
  titleValues?: Record<string, string>;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The frame of every account page: a narrow card with a heading and an introduction. */
export function AuthPanel({ title, titleValues, intro, children }: AuthPanelProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className={styles.panel}>
      <Card labelledBy={headingId}>
        <Stack gap="xl">
          <Stack gap="sm">
            <Heading level={1} id={headingId}>
              {intl.formatMessage(title, titleValues)}
            </Heading>
            {intro && <Text tone="secondary">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}
