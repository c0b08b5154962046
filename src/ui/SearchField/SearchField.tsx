import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as styles from '../Form/Form.css';
import { button } from '../Button/Button.css';
import { CloseIcon, SearchIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { searchIcon, searchField } from './SearchField.css';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> &
  FieldTextProps & { placeholder?: string };

/** Escape clears the text; the clear button hides while the field is empty. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: SearchFieldProps) {
  const intl = useIntl();
  return (
    <AriaSearchField {...props} className={`${styles.field} ${searchField}`}>
      <Label>{label}</Label>
      <Group className={styles.inputGroup}>
        <span className={searchIcon}>
          <SearchIcon size="sm" />
        </span>
        <Input className={styles.groupedInput} placeholder={placeholder} />
        <AriaButton
          aria-label={intl.formatMessage(uiMessages.clearSearch)}
          className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}
        >
          <CloseIcon size="sm" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
