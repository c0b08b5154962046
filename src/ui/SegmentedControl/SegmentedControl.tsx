import { useId, useState, type ReactNode } from 'react';
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
 * Filter chips: exactly one is on. Native radios sharing a name: the browser gives the one Tab
 * stop on the chosen chip and the arrow keys that move the choice, skipping disabled chips. No
 * react-aria here on purpose: the dashboard's first paint shows these chips, and its radio group
 * brought focus-scope machinery (about 5 KB gzip) that native radios do not need. It filters
 * in place; use `NavTabs` when each choice has its own URL.
 */
export function SegmentedControl<K extends string = string>({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
}: SegmentedControlProps<K>) {
  const name = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultSelectedKey);
  const selected = selectedKey ?? uncontrolled;
  return (
    <div role="radiogroup" aria-label={label} className={styles.group}>
      {items.map((item) => (
        <label key={item.id} className={styles.chip}>
          <input
            type="radio"
            name={name}
            value={item.id}
            checked={item.id === selected}
            disabled={item.isDisabled}
            onChange={() => {
              setUncontrolled(item.id);
              onSelectionChange?.(item.id);
            }}
            className={styles.radio}
          />
          {item.label}
          {item.count !== undefined && <Count value={item.count} on="chip" />}
        </label>
      ))}
    </div>
  );
}
