import type { ReactNode } from 'react';
import { ComboBox, Option, useAsyncOptions } from '../../../ui';
import { loadEmailSuggestions, type EmailSuggestion } from '../api/autocomplete';

interface Props {
  label: ReactNode;
  value: string;
  onChange: (email: string) => void;
  /** A suggestion was picked: its names can fill empty name fields. */
  onSuggestion?: (suggestion: EmailSuggestion) => void;
  errorMessage?: ReactNode;
  isRequired?: boolean;
}

/** An e-mail input that suggests addresses the user has worked with (debounced). */
export function EmailComboBox({
  label,
  value,
  onChange,
  onSuggestion,
  errorMessage,
  isRequired,
}: Props) {
  const options = useAsyncOptions(loadEmailSuggestions, { debounceMs: 250, initialQuery: value });
  return (
    <ComboBox
      label={label}
      items={options.items}
      inputValue={options.inputValue}
      onInputChange={(text) => {
        options.onInputChange(text);
        onChange(text);
      }}
      onSelectionChange={(key) => {
        const picked = options.items.find((item) => item.id === key);
        if (picked) onSuggestion?.(picked);
      }}
      allowsCustomValue
      menuTrigger="input"
      loading={options.loading && options.inputValue.trim().length >= 2}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      errorMessage={errorMessage}
    >
      {(item: EmailSuggestion) => (
        <Option id={item.id} textValue={item.email}>
          {[item.firstName, item.lastName].filter(Boolean).join(' ')
            ? `${[item.firstName, item.lastName].filter(Boolean).join(' ')} <${item.email}>`
            : item.email}
        </Option>
      )}
    </ComboBox>
  );
}
