import { useIntl } from 'react-intl';
import { Option, Select, Stack, Text } from '../../../ui';
import { fieldHolder, fieldOf } from '../field-assignment';
import { signerName, type SignerDraft } from '../form-state';
import { messages } from '../messages';
import * as styles from './Prepare.css';

// Options are keyed by position: field names may be any text.
const NONE = 'none';
const keyOf = (index: number) => `field-${index}`;

export interface FieldChooserProps {
  documentId: string;
  /** The document's empty signature fields, by fully qualified name. */
  fields: string[];
  signers: SignerDraft[];
  /** The signer being placed. */
  active: SignerDraft;
  onField: (signerKey: string, documentId: string, name: string | null) => void;
}

/** The keyboard way to let the active signer sign into one of the document's own fields. */
export function FieldChooser({ documentId, fields, signers, active, onField }: FieldChooserProps) {
  const intl = useIntl();
  const label = (field: string) => {
    const holder = fieldHolder(signers, documentId, field);
    return holder && holder.key !== active.key
      ? intl.formatMessage(messages.useHeldField, { field, holder: signerName(holder) })
      : intl.formatMessage(messages.useField, { field });
  };
  const chosen = fieldOf(active, documentId);
  const chosenIndex = chosen === null ? -1 : fields.indexOf(chosen);
  return (
    <Stack gap="sm">
      <Text tone="secondary">
        {intl.formatMessage(messages.documentFields, { count: fields.length })}
      </Text>
      <div className={styles.toolbar}>
        <Select
          label={intl.formatMessage(messages.fieldFor, { name: signerName(active) })}
          selectedKey={chosenIndex < 0 ? NONE : keyOf(chosenIndex)}
          onSelectionChange={(key) =>
            onField(active.key, documentId, fields.find((_, i) => keyOf(i) === key) ?? null)
          }
        >
          <Option id={NONE}>{intl.formatMessage(messages.noField)}</Option>
          {fields.map((field, index) => (
            <Option key={field} id={keyOf(index)} textValue={label(field)}>
              {label(field)}
            </Option>
          ))}
        </Select>
      </div>
    </Stack>
  );
}
