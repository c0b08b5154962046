import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui';
import { messages } from '../messages';
import * as styles from './developers.css';

/**
 * Copies a value with the Clipboard API and says beside the button whether it worked (the
 * browser may refuse); said in place because a dialog covers the page's snackbars.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  return (
    <span className={styles.copyRow}>
      <Button variant="secondary" size="sm" aria-label={label} onPress={() => void copy()}>
        {intl.formatMessage(messages.copy)}
      </Button>
      <span role="status" className={styles.copied} data-failed={outcome === 'failed' || undefined}>
        {outcome &&
          intl.formatMessage(outcome === 'copied' ? messages.copied : messages.copyFailed)}
      </span>
    </span>
  );
}
