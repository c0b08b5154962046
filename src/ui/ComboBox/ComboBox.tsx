import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover as AriaPopover,
  type ComboBoxProps as AriaComboBoxProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as formStyles from '../Form/Form.css';
import { button } from '../Button/Button.css';
import { ChevronDownIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { floatingPanel, list } from '../shared/surfaces.css';
import { Spinner } from '../Spinner/Spinner';
import { emptyList } from './ComboBox.css';

export interface ComboBoxProps<T extends object>
  extends Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  /** True while async options load (see useAsyncOptions); shows a spinner in the input. */
  loading?: boolean;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * Free text with suggestions, e.g. e-mail autocomplete. Pair with `useAsyncOptions` for
 * server-side suggestions: pass its `items`, `inputValue`, `onInputChange` and `loading`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  loading = false,
  children,
  ...props
}: ComboBoxProps<T>) {
  const intl = useIntl();
  return (
    // While options load the list opens empty and says "Loading…": react-aria would otherwise
    // never open it, because the input changed before the options arrived.
    <AriaComboBox allowsEmptyCollection={loading} {...props} className={formStyles.field}>
      <Label>{label}</Label>
      <Group className={formStyles.inputGroup}>
        <Input className={formStyles.groupedInput} placeholder={placeholder} />
        {loading && <Spinner size="sm" label={intl.formatMessage(uiMessages.loading)} />}
        <AriaButton className={button({ variant: 'ghost', size: 'sm', iconOnly: true })}>
          <ChevronDownIcon size="sm" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <AriaPopover className={floatingPanel}>
        <ListBox
          className={list}
          renderEmptyState={() => (
            <div className={emptyList}>
              {intl.formatMessage(loading ? uiMessages.loading : uiMessages.noResults)}
            </div>
          )}
        >
          {children}
        </ListBox>
      </AriaPopover>
    </AriaComboBox>
  );
}
