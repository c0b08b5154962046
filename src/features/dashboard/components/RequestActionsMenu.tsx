import { useIntl } from 'react-intl';
import { IconButton, Menu, MenuItem, MenuTrigger, MoreIcon } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import type { RequestAction } from './use-request-actions';

const labels = {
  open: messages.actionOpen,
  download: messages.actionDownload,
  remind: messages.actionRemind,
  delete: messages.actionDelete,
} as const;

export interface RequestActionsMenuProps {
  request: SignatureRequestSummary;
  actions: RequestAction[];
  onAction: (action: RequestAction, request: SignatureRequestSummary) => void;
}

/** A row's quick actions behind a "more" button, named after the request for screen readers. */
export function RequestActionsMenu({ request, actions, onAction }: RequestActionsMenuProps) {
  const intl = useIntl();
  const isDraft = request.status_overall === 'DRAFT';
  return (
    <MenuTrigger>
      <IconButton
        label={intl.formatMessage(messages.actionsFor, { title: request.title })}
        icon={<MoreIcon size="sm" />}
        size="sm"
      />
      <Menu onAction={(key) => onAction(key as RequestAction, request)}>
        {actions.map((action) => (
          <MenuItem key={action} id={action} tone={action === 'delete' ? 'danger' : undefined}>
            {intl.formatMessage(
              action === 'open' && isDraft ? messages.actionEdit : labels[action],
            )}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
