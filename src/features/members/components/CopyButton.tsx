import { useIntl } from 'react-intl';
import { Button, notify } from '../../../ui';
import { messages } from '../messages';

/** Copies a value for the DNS settings; says whether it worked (the clipboard may be refused). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const intl = useIntl();
  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => notify(messages.copied, { color: 'success' }),
      () => notify(messages.copyFailed, { color: 'danger' }),
    );
  return (
    <Button variant="secondary" size="sm" aria-label={label} onPress={() => void copy()}>
      {intl.formatMessage(messages.copy)}
    </Button>
  );
}
