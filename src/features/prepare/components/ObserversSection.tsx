import { useIntl } from 'react-intl';
import { Button, Stack, Text } from '../../../ui';
import { newKey, type InviteForm } from '../form-state';
import { messages } from '../messages';
import type { FormErrors } from '../validate';
import { EmailComboBox } from './EmailComboBox';
import { problemText } from './field-problem';
import * as styles from './Prepare.css';

interface Props {
  observers: InviteForm['observers'];
  errors: FormErrors['observers'];
  onChange: (observers: InviteForm['observers']) => void;
}

/** People who follow the request without signing, by e-mail. */
export function ObserversSection({ observers, errors, onChange }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <Text tone="secondary">{intl.formatMessage(messages.observersHint)}</Text>
      {observers.length > 0 && (
        <ul className={styles.list}>
          {observers.map((observer, index) => (
            <li key={observer.key} className={styles.observerRow}>
              <div className={styles.grow}>
                <EmailComboBox
                  label={intl.formatMessage(messages.observerEmail, { number: index + 1 })}
                  value={observer.email}
                  isRequired
                  errorMessage={problemText(intl, errors[observer.key])}
                  onChange={(email) =>
                    onChange(
                      observers.map((item) =>
                        item.key === observer.key ? { ...item, email } : item,
                      ),
                    )
                  }
                />
              </div>
              <Button
                variant="secondary"
                onPress={() => onChange(observers.filter((item) => item.key !== observer.key))}
              >
                {intl.formatMessage(messages.removeObserver, { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          onPress={() => onChange([...observers, { key: newKey(), email: '' }])}
        >
          {intl.formatMessage(messages.addObserver)}
        </Button>
      </div>
    </Stack>
  );
}
