import type { ReactNode } from 'react';
import { ButtonLink } from '../../../navigation/Link';
import { NEW_DRAFT_ID } from '../../../navigation/new-draft';

export interface NewRequestProps {
  /** Accounts on the new free plan may not open /upload (spec §2): they start on /invite. */
  canUpload: boolean;
}

/**
 * Where a new signature request starts, as the page's primary button. Either way the draft is
 * made with the first uploaded file (and titled after it), never on the click.
 */
export function NewRequestAction({
  canUpload,
  children,
}: NewRequestProps & { children: ReactNode }) {
  return canUpload ? (
    <ButtonLink to="/upload" variant="primary">
      {children}
    </ButtonLink>
  ) : (
    <ButtonLink to="/invite/$id" params={{ id: NEW_DRAFT_ID }} variant="primary">
      {children}
    </ButtonLink>
  );
}
