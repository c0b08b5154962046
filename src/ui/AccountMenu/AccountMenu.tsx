import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar';
import { ChevronDownIcon } from '../Icon/icons';
import { menuParts } from '../Menu/deferred-parts';
import * as styles from './AccountMenu.css';

export type { AccountMenuSectionProps } from './AccountMenuItems';

export interface AccountButtonProps extends Omit<
  AriaButtonProps,
  'className' | 'style' | 'children'
> {
  /** The accessible name, e.g. "Account menu for Dana Demo". */
  label: string;
  /** Picks the avatar's colour. */
  id: string;
  name: string;
}

/** The avatar that opens the account menu (first child of a MenuTrigger). */
export function AccountButton({ label, id, name, ...props }: AccountButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={styles.trigger}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        <Avatar id={id} name={name} size="md" />
      </span>
      <ChevronDownIcon size="sm" />
    </AriaButton>
  );
}

/** Inside the open account menu, whose code they share (see Menu.tsx). */
export const AccountIdentity = menuParts.part('AccountIdentity');
export const AccountMenuSection = menuParts.part('AccountMenuSection');
export const AccountMenuItem = menuParts.part('AccountMenuItem');
