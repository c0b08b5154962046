import type { ReactNode } from 'react';
import {
  Header,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  type Key,
  type MenuItemProps,
} from 'react-aria-components';
import { CheckIcon } from '../Icon/icons';
import { singleChoice } from '../shared/single-choice';
import { listItem } from '../shared/surfaces.css';
import * as styles from './AccountMenu.css';

/** Who is signed in, at the top of the account menu (the first section's header). */
export function AccountIdentity({ name, email }: { name: string; email: string }) {
  return (
    <Header className={styles.identity}>
      <span className={styles.identityName}>{name}</span>
      <span className={styles.identityEmail}>{email}</span>
    </Header>
  );
}

export interface AccountMenuSectionProps {
  /** A visible heading for the group, or an identity header. */
  header?: ReactNode;
  /** Names the group when it has no visible heading. */
  'aria-label'?: string;
  children: ReactNode;
  /** A single choice (language, theme): the items show a check mark on the selected one. */
  selectedKey?: Key;
  onSelect?: (key: Key) => void;
}

export function AccountMenuSection({
  header,
  children,
  selectedKey,
  onSelect,
  ...props
}: AccountMenuSectionProps) {
  return (
    <AriaMenuSection
      aria-label={props['aria-label']}
      className={styles.section}
      {...(selectedKey === undefined ? {} : singleChoice(selectedKey, (key) => onSelect?.(key)))}
    >
      {typeof header === 'string' ? <Header className={styles.header}>{header}</Header> : header}
      {children}
    </AriaMenuSection>
  );
}

/** An account-menu item; in a choice section it shows a check mark when selected. */
export function AccountMenuItem({
  icon,
  labelLang,
  children,
  ...props
}: Omit<MenuItemProps, 'className' | 'style' | 'children'> & {
  icon?: ReactNode;
  /** The label's language when it is not the page's (a language's own name). */
  labelLang?: string;
  children: string;
}) {
  return (
    <AriaMenuItem
      {...props}
      textValue={props.textValue ?? children}
      className={`${listItem} ${styles.item}`}
    >
      {({ selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' ? (
            <span className={styles.check} aria-hidden="true">
              {isSelected && <CheckIcon size="sm" />}
            </span>
          ) : (
            icon && (
              <span className={styles.check} aria-hidden="true">
                {icon}
              </span>
            )
          )}
          <span className={styles.itemLabel} lang={labelLang}>
            {children}
          </span>
        </>
      )}
    </AriaMenuItem>
  );
}
