import type { IntlShape } from 'react-intl';
import { formMessages } from '../../../ui';
import { messages } from '../messages';
import { MAX_TEXT, type FieldProblem } from '../validate';

/** The translated text of a validation problem, or nothing. */
export function problemText(
  intl: IntlShape,
  problem: FieldProblem | undefined,
): string | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case 'required':
      return intl.formatMessage(formMessages.required);
    case 'email':
      return intl.formatMessage(formMessages.email);
    case 'duplicate':
      return intl.formatMessage(messages.duplicateEmail);
    case 'mobile':
      return intl.formatMessage(messages.mobileInvalid);
    case 'tooLong':
      return intl.formatMessage(formMessages.maxLength, { 0: MAX_TEXT });
  }
}
