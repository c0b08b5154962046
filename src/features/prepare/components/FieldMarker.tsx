import { useIntl } from 'react-intl';
import { messages } from '../messages';
import type { SignerColor } from '../signer-color';
import * as styles from './Prepare.css';

/** A PDF signature field on a rendered page and who signs into it. */
export interface FieldOnPage {
  name: string;
  /** PDF points from the page's top-left, as shown. */
  x: number;
  y: number;
  width: number;
  height: number;
  holder: { name: string; color: SignerColor } | null;
}

export interface FieldMarkerProps {
  field: FieldOnPage;
  /** CSS pixels per PDF point. */
  scale: number;
  /** Gives the field to the signer being placed. */
  onChoose: () => void;
}

/**
 * Shows where the field is: dashed, as a suggestion while no signer has it, in the signer's
 * colour and with their name once one does. A click is a pointer shortcut only: the field
 * chooser above the page offers the same from the keyboard and to screen readers, so the
 * marker is hidden from them.
 */
export function FieldMarker({ field, scale, onChoose }: FieldMarkerProps) {
  const intl = useIntl();
  return (
    <div
      aria-hidden="true"
      data-field-marker={field.name}
      className={field.holder ? styles.fieldMarker[field.holder.color] : styles.freeFieldMarker}
      style={{
        left: field.x * scale,
        top: field.y * scale,
        width: field.width * scale,
        height: field.height * scale,
      }}
      onClick={(event) => {
        // The page under the field would otherwise place a new box.
        event.stopPropagation();
        onChoose();
      }}
    >
      <span className={field.holder ? styles.boxLabel[field.holder.color] : styles.freeFieldLabel}>
        {field.holder
          ? intl.formatMessage(messages.fieldOnPage, {
              field: field.name,
              holder: field.holder.name,
            })
          : intl.formatMessage(messages.fieldSuggestion, { field: field.name })}
      </span>
    </div>
  );
}
