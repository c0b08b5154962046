import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useChange } from '../../../api/mutation';
import { Button, notify } from '../../../ui';
import { messages } from '../messages';
import { ButtonLink } from '../../../navigation/Link';

export interface NewRequestProps {
  /** Accounts on the new free plan may not open /upload (spec §2): they start from a draft. */
  canUpload: boolean;
  /** Creates an empty draft with this title and opens it at its documents step. */
  onStartDraft: (title: string) => Promise<void>;
}

/**
 * Where a new signature request starts, shown as a primary button: a link to /upload (the
 * draft is made there with the first uploaded file), or an empty draft for the new free plan.
 */
export function NewRequestAction({
  canUpload,
  onStartDraft,
  children,
}: NewRequestProps & { children: ReactNode }) {
  const intl = useIntl();
  // A failure is a snackbar with the problem's message (e.g. a locked business account).
  const start = useMutation({
    mutationFn: (title: string) => onStartDraft(title),
    ...useChange({ notify }),
  });
  if (canUpload) {
    return (
      <ButtonLink to="/upload" variant="primary">
        {children}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="primary"
      isPending={start.isPending}
      onPress={() => start.mutate(intl.formatMessage(messages.untitledRequest))}
    >
      {children}
    </Button>
  );
}
