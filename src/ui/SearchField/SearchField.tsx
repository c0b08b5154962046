import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from '../Form/Form.css';
import { button } from '../Button/Button.css';
import { CloseIcon, SearchIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { searchIcon, searchField } from './SearchField.css';

export interface SearchFieldProps {
  label: string;
  placeholder?: string;
  /** Controlled text; or `defaultValue` for a field that keeps its own. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Enter in the field. */
  onSubmit?: (value: string) => void;
  /** The clear button or Escape emptied the field. */
  onClear?: () => void;
  isDisabled?: boolean;
  maxLength?: number;
}

/**
 * A native search input with the kit's field look: Escape clears the text (and only then stops
 * there, so an empty field lets Escape close a dialog), Enter submits, the clear button hides
 * while the field is empty and leaves focus in the field. Not react-aria's SearchField: a search
 * has nothing to validate, and that field's validation and form machinery (about 3 KB gzip) was
 * the largest part of what the dashboard's first paint carried for its toolbar.
 */
export function SearchField({
  label,
  placeholder,
  value,
  defaultValue = '',
  onChange,
  onSubmit,
  onClear,
  isDisabled,
  maxLength,
}: SearchFieldProps) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;
  const change = (next: string) => {
    setUncontrolled(next);
    onChange?.(next);
  };
  const clear = () => {
    change('');
    onClear?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onSubmit) {
      event.preventDefault();
      onSubmit(text);
    } else if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };
  const disabled = isDisabled || undefined;
  return (
    <div className={`${styles.field} ${searchField}`} data-empty={text === '' || undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputGroup} data-disabled={disabled}>
        <span className={searchIcon}>
          <SearchIcon size="sm" />
        </span>
        <input
          ref={input}
          id={id}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className={styles.groupedInput}
          data-disabled={disabled}
          disabled={isDisabled}
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <AriaButton
          excludeFromTabOrder
          // Keeps focus (and a phone's keyboard) in the field while pressing.
          preventFocusOnPress
          aria-label={intl.formatMessage(uiMessages.clearSearch)}
          className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
          isDisabled={isDisabled}
          onPress={() => {
            clear();
            input.current?.focus();
          }}
        >
          <CloseIcon size="sm" />
        </AriaButton>
      </div>
    </div>
  );
}
