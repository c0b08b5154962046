import type { Key, Selection } from 'react-aria-components';

/**
 * The selection props of a menu (or menu section) whose items are one choice: one item always
 * selected, and a change reports the newly chosen key only.
 */
export function singleChoice<K extends Key>(selectedKey: K, onChoose: (key: K) => void) {
  return {
    selectionMode: 'single' as const,
    selectedKeys: [selectedKey],
    disallowEmptySelection: true,
    onSelectionChange: (keys: Selection) => {
      const [key] = keys === 'all' ? [] : [...keys];
      if (key !== undefined && key !== selectedKey) onChoose(key as K);
    },
  };
}
