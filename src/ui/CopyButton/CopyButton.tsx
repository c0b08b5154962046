import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { uiMessages } from '../messages';
import * as styles from './CopyButton.css';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for assistive technology ("Copy the secret"). */
  label: string;
}

/**
 * Copies a value with the Clipboard API and says beside the button whether it worked (the
 * browser may refuse); said in place, not in a snackbar, because a dialog may cover those.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  return (
    <span className={styles.row}>
      <Button variant="secondary" size="sm" aria-label={label} onPress={() => void copy()}>
        {intl.formatMessage(uiMessages.copy)}
      </Button>
      <span role="status" className={styles.status} data-failed={outcome === 'failed' || undefined}>
        {outcome &&
          intl.formatMessage(outcome === 'copied' ? uiMessages.copied : uiMessages.copyFailed)}
      </span>
    </span>
  );
}
