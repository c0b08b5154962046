import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Button,
  CopyButton,
  Dialog,
  Stack,
  Text,
  type DialogContentProps,
} from '../../../../ui';
import { messages } from '../../messages';
import * as styles from '../developers.css';

export interface ApiSecretProps {
  username: string;
  secret: string;
  /** Why there is a secret: a new API user, or a reset of an existing one. */
  reason: 'created' | 'reset';
}

/**
 * The secret, shown this once (the server keeps only its hash): a read-only monospace field,
 * a copy button that says it copied, and the warning. Closing it asks nothing more.
 */
export function ApiSecretDialog({ props }: DialogContentProps<ApiSecretProps>) {
  const intl = useIntl();
  const fieldId = useId();
  const { username, secret, reason } = props;
  return (
    <Dialog
      title={intl.formatMessage(messages.secretTitle, { username })}
      actions={
        <Button variant="primary" slot="close">
          {intl.formatMessage(messages.done)}
        </Button>
      }
    >
      <Stack gap="md">
        <Text>
          {intl.formatMessage(
            reason === 'created' ? messages.secretCreated : messages.secretReset,
            {
              username,
            },
          )}
        </Text>
        <Alert tone="warning">{intl.formatMessage(messages.secretWarning)}</Alert>
        <div className={styles.field}>
          <label htmlFor={fieldId} className={styles.label}>
            {intl.formatMessage(messages.secretLabel)}
          </label>
          <input
            id={fieldId}
            className={styles.secret}
            value={secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <CopyButton value={secret} label={intl.formatMessage(messages.copySecret)} />
      </Stack>
    </Dialog>
  );
}
