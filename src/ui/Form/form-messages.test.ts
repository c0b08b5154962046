import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { validationMessage } from './form-messages';

const intl = createIntl({ locale: 'en-gb', onError: () => {} });
const valid: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
};
const result = (details: Partial<ValidityState>, errors: string[] = []) => ({
  isInvalid: true,
  validationDetails: { ...valid, valid: false, ...details },
  validationErrors: errors,
});

describe('validationMessage', () => {
  it.each([
    [{ valueMissing: true }, 'This field is required'],
    [{ typeMismatch: true }, 'Please enter a valid email'],
    [{ patternMismatch: true }, 'Invalid format'],
    [{ tooShort: true }, 'Invalid length'],
  ])('%o → %s', (details, message) => {
    expect(validationMessage(intl, result(details))).toBe(message);
  });

  it('names the limit when it knows it', () => {
    expect(validationMessage(intl, result({ tooShort: true }), { minLength: 4 })).toBe(
      'Minimum length of 4 characters',
    );
    expect(validationMessage(intl, result({ tooLong: true }), { maxLength: 40 })).toBe(
      'Maximum length of 40 characters',
    );
  });

  it('passes custom validation errors through', () => {
    expect(validationMessage(intl, result({ customError: true }, ['Taken', 'Try another']))).toBe(
      'Taken Try another',
    );
  });
});
