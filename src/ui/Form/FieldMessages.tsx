import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ValidationResult } from 'react-aria-components';
import { Description, FieldError } from './Form';
import { validationMessage, type FieldLimits } from './form-messages';

export type ErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

export interface FieldTextProps {
  label: ReactNode;
  description?: ReactNode;
  /** Replaces the generic translated validation message. */
  errorMessage?: ErrorMessage;
}

/**
 * The description and translated error every field renders under its control, so each field
 * composes the same Description and FieldError with the spec's generic messages.
 */
export function FieldMessages({
  description,
  errorMessage,
  limits,
}: Pick<FieldTextProps, 'description' | 'errorMessage'> & { limits?: FieldLimits }) {
  const intl = useIntl();
  return (
    <>
      {description && <Description>{description}</Description>}
      <FieldError>
        {(validation) =>
          typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validationMessage(intl, validation, limits))
        }
      </FieldError>
    </>
  );
}
