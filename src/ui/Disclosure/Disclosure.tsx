import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon/icons';
import * as styles from './Disclosure.css';

export interface DisclosureProps extends Omit<
  AriaDisclosureProps,
  'className' | 'style' | 'children'
> {
  title: ReactNode;
  children: ReactNode;
}

/** A section whose content shows on demand; its title is a heading so it can be navigated. */
export function Disclosure({ title, children, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={styles.disclosure}>
      <Heading level={3} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          {title}
          <span className={styles.chevron}>
            <ChevronDownIcon size="sm" />
          </span>
        </AriaButton>
      </Heading>
      <DisclosurePanel className={styles.panel}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}

/** Disclosures in one frame; `allowsMultipleExpanded` lets several stay open. */
export function Accordion(props: Omit<DisclosureGroupProps, 'className' | 'style'>) {
  return <DisclosureGroup {...props} className={styles.group} />;
}
