import {
  Button as AriaButton,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as styles from '../Form/Form.css';
import { button } from '../Button/Button.css';
import { MinusIcon, PlusIcon } from '../Icon/icons';

export type NumberFieldProps = Omit<AriaNumberFieldProps, 'className' | 'style' | 'children'> &
  FieldTextProps;

/** Locale-aware number input; react-aria names the stepper buttons in the user's language. */
export function NumberField({ label, description, errorMessage, ...props }: NumberFieldProps) {
  const stepper = button({ variant: 'ghost', size: 'sm', iconOnly: true });
  return (
    <AriaNumberField {...props} className={styles.field}>
      <Label>{label}</Label>
      <Group className={styles.inputGroup}>
        <AriaButton slot="decrement" className={stepper}>
          <MinusIcon size="sm" />
        </AriaButton>
        <Input className={styles.groupedInput} />
        <AriaButton slot="increment" className={stepper}>
          <PlusIcon size="sm" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
