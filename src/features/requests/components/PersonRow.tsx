import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Avatar,
  EmailAddress,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreIcon,
  Text,
} from '../../../ui';
import { messages } from '../messages';
import * as styles from './RequestView.css';

export interface PersonRowProps {
  id: string;
  name: string;
  /** The e-mail address, shown under the name when it is not the name itself. */
  email?: string;
  isMe?: boolean;
  /** Order, signing date: a quiet line under the e-mail. */
  details?: string;
  /** The status badge. */
  status?: ReactNode;
  /** What the viewer may do with this person; a menu, so the row never crowds. */
  actions?: { id: string; label: string; onAction: () => void; danger?: boolean }[];
}

/** One participant: avatar, name ("(you)"), e-mail, status and a row menu — wraps, never overlaps. */
export function PersonRow({
  id,
  name,
  email,
  isMe,
  details,
  status,
  actions = [],
}: PersonRowProps) {
  const intl = useIntl();
  return (
    <li className={styles.person}>
      <Avatar id={id} name={name} size="sm" />
      <span className={styles.personText}>
        <Text>
          <span className={styles.personName}>
            {isMe ? intl.formatMessage(messages.you, { name }) : name}
          </span>
        </Text>
        {email && email !== name && (
          <Text tone="secondary">
            <EmailAddress>{email}</EmailAddress>
          </Text>
        )}
        {details && <Text tone="secondary">{details}</Text>}
      </span>
      {(status || actions.length > 0) && (
        <span className={styles.personEnd}>
          {status}
          {actions.length > 0 && (
            <MenuTrigger>
              <IconButton
                size="sm"
                label={intl.formatMessage(messages.personActions, { name })}
                icon={<MoreIcon />}
              />
              <Menu
                onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
                items={actions}
              >
                {(action) => (
                  <MenuItem id={action.id} tone={action.danger ? 'danger' : undefined}>
                    {action.label}
                  </MenuItem>
                )}
              </Menu>
            </MenuTrigger>
          )}
        </span>
      )}
    </li>
  );
}
