import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as formStyles from '../Form/Form.css';
import { ChevronDownIcon } from '../Icon/icons';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import { singleChoice } from '../shared/single-choice';
import { placeholder, trigger } from './Select.css';

export interface SelectMenuProps<K extends string> {
  label: string;
  /** `lang` marks a label in another language than the page's (a language's own name). */
  options: readonly { id: K; label: string; lang?: string }[];
  selectedKey: K;
  onSelectionChange: (key: K) => void;
}

/**
 * A Select's look for a page's view setting (the dashboard's sort): the label above, the
 * current choice in the trigger, the choices in a single-selection menu. Unlike a Select,
 * whose list must be built even while closed, the menu's code loads on its first opening, so
 * a first page can show one without carrying the list widgets. Not a form field: a form's
 * choice stays a Select.
 */
export function SelectMenu<K extends string>({
  label,
  options,
  selectedKey,
  onSelectionChange,
}: SelectMenuProps<K>) {
  const labelId = useId();
  const valueId = useId();
  const selected = options.find(({ id }) => id === selectedKey);
  return (
    <div className={formStyles.field}>
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      <MenuTrigger>
        <AriaButton className={trigger} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId} className={placeholder} lang={selected?.lang}>
            {selected?.label}
          </span>
          <ChevronDownIcon size="sm" />
        </AriaButton>
        <Menu aria-labelledby={labelId} {...singleChoice(selectedKey, onSelectionChange)}>
          {options.map(({ id, label: text, lang }) => (
            <MenuItem key={id} id={id} textValue={text}>
              <span lang={lang}>{text}</span>
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
    </div>
  );
}
