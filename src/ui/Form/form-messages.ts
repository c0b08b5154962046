import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { ValidationResult } from 'react-aria-components';

/** The spec's generic form messages, shared by every field. */
export const formMessages = {
  ...defineMessages({
    required: { id: 'form.required', defaultMessage: 'This field is required' },
    email: { id: 'form.email', defaultMessage: 'Please enter a valid email' },
    numbersOnly: { id: 'form.numbers_only', defaultMessage: 'Numbers only' },
    integersOnly: { id: 'form.integers_only', defaultMessage: 'Integers only' },
    uppercaseOnly: { id: 'form.uppercase_only', defaultMessage: 'Uppercase only' },
    invalidLength: { id: 'form.invalid_length', defaultMessage: 'Invalid length' },
    excludedCharacter: { id: 'form.excluded_character', defaultMessage: 'Excluded character' },
    chooseOne: { id: 'form.choose_one', defaultMessage: 'Choose at least one value' },
    invalidFormat: { id: 'form.invalid_format', defaultMessage: 'Invalid format' },
  }),
  maxLength: defineMessage<{ 0: number }>({
    id: 'form.max_length',
    defaultMessage: 'Maximum length of {0} characters',
  }),
  minLength: defineMessage<{ 0: number }>({
    id: 'form.min_length',
    defaultMessage: 'Minimum length of {0} characters',
  }),
};

export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
}

/** Translates the browser's validity state instead of showing its untranslated text. */
export function validationMessage(
  intl: IntlShape,
  { validationDetails, validationErrors }: ValidationResult,
  limits: FieldLimits = {},
): string {
  if (validationDetails.valueMissing) return intl.formatMessage(formMessages.required);
  if (validationDetails.typeMismatch) return intl.formatMessage(formMessages.email);
  if (validationDetails.tooLong && limits.maxLength !== undefined) {
    return intl.formatMessage(formMessages.maxLength, { 0: limits.maxLength });
  }
  if (validationDetails.tooShort && limits.minLength !== undefined) {
    return intl.formatMessage(formMessages.minLength, { 0: limits.minLength });
  }
  if (validationDetails.tooLong || validationDetails.tooShort) {
    return intl.formatMessage(formMessages.invalidLength);
  }
  if (validationDetails.patternMismatch || validationDetails.badInput) {
    return intl.formatMessage(formMessages.invalidFormat);
  }
  return validationErrors.join(' ');
}
