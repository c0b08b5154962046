import { Fragment } from 'react';
import * as styles from './EmailAddress.css';

/**
 * The places a long address may break, typographers' way: before the "@" and before each dot,
 * so no line starts or ends in the middle of a name ("dana.demo-longname" / "@example.ch").
 */
export function addressParts(address: string): string[] {
  return address.split(/(?=[@.])/);
}

/** Longer parts may still break inside (anywhere), or they could push a phone's page sideways. */
const KEPT_WHOLE = 20;

/**
 * An e-mail address in text. In a narrow column it wraps at its "@" and dots, never after a
 * hyphen (a reader would take it for hyphenation), and mid-word only inside a very long part.
 */
export function EmailAddress({ children }: { children: string }) {
  return (
    <span className={styles.address}>
      {addressParts(children).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part.length <= KEPT_WHOLE ? <span className={styles.whole}>{part}</span> : part}
        </Fragment>
      ))}
    </span>
  );
}
