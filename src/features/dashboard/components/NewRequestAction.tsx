import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, notify } from '../../../ui';
import { Link } from '../../../navigation/Link';
import { messages } from '../messages';

export interface NewRequestProps {
  /** Accounts on the new free plan may not open /upload (spec §2): they start from a draft. */
  canUpload: boolean;
  /** Creates an empty draft with this title and opens it at its documents step. */
  onStartDraft: (title: string) => Promise<void>;
}

/** Where a new signature request starts: /upload, or an empty draft for the new free plan. */
export function NewRequestAction({
  canUpload,
  onStartDraft,
  children,
}: NewRequestProps & { children: ReactNode }) {
  const intl = useIntl();
  const [starting, setStarting] = useState(false);
  if (canUpload) return <Link to="/upload">{children}</Link>;
  const start = async () => {
    setStarting(true);
    try {
      await onStartDraft(intl.formatMessage(messages.untitledRequest));
    } catch {
      notify(messages.startFailed, { color: 'danger' });
    } finally {
      setStarting(false);
    }
  };
  return (
    <Button variant="secondary" isPending={starting} onPress={() => void start()}>
      {children}
    </Button>
  );
}
