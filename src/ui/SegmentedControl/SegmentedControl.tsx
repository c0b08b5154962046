import { Radio, RadioGroup } from 'react-aria-components';
import type { ReactNode } from 'react';
import { Count } from '../Tabs/Count';
import * as styles from './SegmentedControl.css';

export interface SegmentedItem<K extends string = string> {
  id: K;
  label: ReactNode;
  /** A number beside the label (matching items). */
  count?: number;
  isDisabled?: boolean;
}

export interface SegmentedControlProps<K extends string = string> {
  /** Names the group for assistive tech ("Filter by status"). */
  label: string;
  items: readonly SegmentedItem<K>[];
  /** Controlled selection; one item is always selected. */
  selectedKey?: K;
  defaultSelectedKey?: K;
  onSelectionChange?: (key: K) => void;
}

/**
 * Filter chips: exactly one is on. A radio group (react-aria RadioGroup on native radios): one
 * Tab stop on the chosen chip, the arrow keys move the choice. It filters in place; use
 * `NavTabs` when each choice has its own URL.
 */
export function SegmentedControl<K extends string = string>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
}: SegmentedControlProps<K>) {
  return (
    <RadioGroup
      aria-label={label}
      orientation="horizontal"
      value={selectedKey}
      defaultValue={defaultSelectedKey}
      onChange={(key) => onSelectionChange?.(key as K)}
      className={styles.group}
    >
      {items.map((item) => (
        <Radio key={item.id} value={item.id} isDisabled={item.isDisabled} className={styles.chip}>
          {item.label}
          {item.count !== undefined && <Count value={item.count} on="chip" />}
        </Radio>
      ))}
    </RadioGroup>
  );
}
